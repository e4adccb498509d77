"""What produced the verdicts: the resolved version of every library the harness runs on.

A verdict is only as good as the code that reached it, and most of that code is not ours
(pytest, pytest-bdd, PyYAML, ...). The evidence records, from the installed distributions'
metadata (:mod:`importlib.metadata`), tablecert's own requirements and theirs, recursively,
each with the version actually installed, so a lab can rebuild the same environment.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, distribution

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

__all__ = ["dependency_versions"]


def dependency_versions(root: str = "tablecert") -> dict[str, str]:
    """``{distribution: version}`` for every distribution ``root`` requires, recursively
    (extras followed where a requirement asks for them; a requirement for another platform,
    Python or extra left out). One that is required but not installed reads ``"not installed"``."""
    found: dict[str, str] = {}
    seen: set[tuple[str, frozenset[str]]] = set()
    queue: list[tuple[str, frozenset[str]]] = [(root, frozenset())]
    while queue:
        name, extras = queue.pop()
        if (canonicalize_name(name), extras) in seen:
            continue
        seen.add((canonicalize_name(name), extras))
        try:
            dist = distribution(name)
        except PackageNotFoundError:
            found[canonicalize_name(name)] = "not installed"
            continue
        if name != root:
            found[canonicalize_name(dist.metadata["Name"] or name)] = dist.version
        for text in dist.requires or []:
            try:
                requirement = Requirement(text)
            except InvalidRequirement:
                continue
            marker = requirement.marker
            if marker is not None and not any(marker.evaluate({"extra": extra})
                                              for extra in (extras or {""})):
                continue
            queue.append((requirement.name, frozenset(requirement.extras)))
    return dict(sorted(found.items()))
