"""tablecert: the command line, and the bundled reference table system."""

__version__ = "0.1.0"
