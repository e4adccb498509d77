"""tablecert: the command line, and the bundled reference table system."""

__version__ = "0.1.0"

# In a checkout the package's other folders (oracle/, adapters/, steps/, reports/, features/,
# rules_submissions/) stand beside this one and are reached through the committed relative links
# tablecert/oracle -> ../oracle, ... (setup.py maps the real folders when it builds). A checkout
# made without symbolic links (git's core.symlinks=false writes each link as a small text file)
# has no such folders here: then the checkout's root joins this namespace instead. An installed
# wheel has no setup.py beside it and is left as it is.
from pathlib import Path as _Path

_here = _Path(__file__).resolve().parent
_checkout = _here.parent
if ((_checkout / "setup.py").is_file() and (_checkout / "steps" / "plugin.py").is_file()
        and not (_here / "steps" / "plugin.py").is_file()):
    __path__.append(str(_checkout))
del _Path, _checkout, _here
