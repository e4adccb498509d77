"""The bundled Rules Submissions (docs/rules-submission.md), one YAML file each.

A package only so that it installs as ``tablecert.rules_submissions`` and is found through
:mod:`importlib.resources` (``tablecert.resources.bundled_rules_dir``); it holds no code."""
