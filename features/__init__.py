"""The bundled conformance suite: one Gherkin feature file per regulation section.

A package only so that it installs as ``tablecert.features`` and is found through
:mod:`importlib.resources` (``tablecert.resources.features_dir``); it holds no code."""
