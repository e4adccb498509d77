"""The Gherkin suite, run against the system chosen by ``--target`` (default: the oracle
in-process). ``tablecert run`` runs the same suite against the reference table system or
a vendor's."""

from tablecert.suite import *  # noqa: F403 - the scenarios and the step definitions they use
