"""tablecert: the command line, and the bundled reference table system."""

__version__ = "0.1.0"

# True in the ``tablecert`` program's own process (tablecert.cli.entry), which ends when its
# command does; steps.plugin then spares the suite's end the full garbage collections
ENDS_WITH_COMMAND = False
