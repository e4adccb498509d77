"""tablecert: the command line, and the bundled reference table system."""

__version__ = "0.1.0"

# In a checkout (not installed: a plain `pytest` from the repository's root) the package's
# other folders (oracle/, adapters/, steps/, reports/, features/, rules_submissions/) stand
# beside this one; setup.py maps them into this namespace when installed, and this does the
# same for a checkout. An installed wheel has no setup.py beside it and is left as it is.
from pathlib import Path as _Path

_checkout = _Path(__file__).resolve().parent.parent
if (_checkout / "setup.py").is_file() and (_checkout / "steps" / "plugin.py").is_file():
    __path__.append(str(_checkout))
del _Path, _checkout
