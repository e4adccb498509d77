"""Statistical conformance: shuffle randomness (649a.5(a)) and return convergence (649a.12).

``tablecert stats`` plays many system-shuffled rounds (Capability ``self-shuffle``) and
judges them with the tests of :mod:`tablecert.stats.shuffle` and
:mod:`tablecert.stats.returns`, under the verdict rules of :mod:`tablecert.stats.verdict`.
"""
