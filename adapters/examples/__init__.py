"""Worked examples of adapters for systems that do not speak the HTTP protocol (docs/adapters.md)."""
