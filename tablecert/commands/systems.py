"""The system a command drives, as every command that drives one chooses it: ``--target``
(``reference``, ``in-process`` or a URL), ``--adapter SPEC`` (a Python adapter,
docs/adapters.md), ``--defect``, ``--variant``, ``--capabilities``, ``--timeout``,
``--deadline``, ``--insecure``.

The commands (``fuzz``, ``stats``) read their options once into a :class:`SystemChoice`
(frozen, typed) and the engines behind them only ever see that or the system it opens: no
engine reads an ``argparse.Namespace``. :func:`open_system` opens the system (the bundled
reference system on loopback, the oracle, a vendor's URL checked by ``GET /v1/system``, or
the adapter loaded and guarded) and :meth:`SystemChoice.spec` gives the plain directions a
second table, a worker process or a cluster's worker reaches the same system by.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from tablecert.adapters.bounds import call_deadline
from tablecert.adapters.contract import Capability, SystemFault, SystemUnderTest
from tablecert.adapters.transport import display_url
from tablecert.errors import InputError
from tablecert.reports.summary import ADAPTER_PREFIX, shell_words, system_words
from tablecert.scale.spec import SystemSpec

__all__ = ["SystemChoice", "open_system"]

_REFERENCE = ("reference", "in-process")


@dataclass(frozen=True)
class SystemChoice:
    """The system options of one command, checked (:meth:`from_args`)."""

    target: str = "reference"
    adapter: str | None = None
    defect: str | None = None
    variant: str | None = None
    capabilities: str | None = None  # comma-separated, as given
    timeout: float = 10.0
    deadline: float | None = None
    insecure: bool = False

    @classmethod
    def from_args(cls, args: object) -> SystemChoice:
        """The system options of a command's settings (tablecert/commands/settings.py; absent
        ones at their defaults); a combination that cannot be is refused naming the options
        (exit 2)."""
        choice = cls(target=getattr(args, "target", "reference"), adapter=getattr(args, "adapter", None),
                     defect=getattr(args, "defect", None), variant=getattr(args, "variant", None),
                     capabilities=getattr(args, "capabilities", None),
                     timeout=getattr(args, "timeout", 10.0), deadline=getattr(args, "deadline", None),
                     insecure=bool(getattr(args, "insecure", False)))
        choice.check()
        return choice

    def check(self) -> None:
        others = {"--defect": self.defect, "--variant": self.variant, "--capabilities": self.capabilities}
        if self.adapter is not None:
            given = [o for o, v in others.items() if v] + (["--target"] if self.target != "reference" else [])
            if given:
                raise InputError(f"--adapter {self.adapter}: drives the system itself; give no "
                                 f"{', '.join(given)}")
            return
        if self.variant and self.defect:
            raise InputError("--variant and --defect: one at a time")
        if self.target not in _REFERENCE:
            named = [o for o, v in others.items() if v]
            if named:
                raise InputError(f"{', '.join(named)}: a defect, variant or capabilities of the "
                                 "bundled reference system; not with a --target URL")

    @property
    def shown(self) -> str:
        """The system as a report and the console name it: ``adapter SPEC``, or the target
        with a URL's credentials left out."""
        return f"{ADAPTER_PREFIX}{self.adapter}" if self.adapter else display_url(self.target)

    @property
    def option(self) -> str:
        """The option that names the system, for a message: ``--adapter SPEC`` or ``--target URL``."""
        return " ".join(system_words(self.shown))

    def words(self) -> list[str]:
        """The options that choose this system again, for a replay command."""
        words = system_words(self.shown)
        for option, value in (("--defect", self.defect), ("--variant", self.variant),
                              ("--capabilities", self.capabilities)):
            if value:
                words += [option, value]
        return words

    def replay(self, *words: str, then: Sequence[str] = ()) -> str:
        """``tablecert WORDS`` with this system's options, then ``then``, quoted for a POSIX shell."""
        return shell_words(["tablecert", *words, *self.words(), *then])

    @property
    def call_deadline(self) -> float:
        return call_deadline(self.deadline, self.timeout)

    def spec(self, system: SystemUnderTest) -> SystemSpec:
        """How another table or process reaches ``system``, the one :func:`open_system` opened."""
        if self.adapter is not None:
            return SystemSpec("adapter", adapter=self.adapter, read_timeout=self.call_deadline)
        if self.target == "in-process":
            return SystemSpec("in-process", self.defect, self.variant)
        url = getattr(system, "base_url", self.target)
        return SystemSpec(url, read_timeout=self.timeout, insecure=self.insecure)

    def declared(self) -> frozenset[Capability] | None:
        return frozenset(Capability(c) for c in self.capabilities.split(",")) if self.capabilities else None


@contextlib.contextmanager
def open_system(choice: SystemChoice, command: str) -> Iterator[SystemUnderTest]:
    """The system ``choice`` names, open for the length of the block (module docstring);
    ``command`` names the command in the warning about secrets sent in clear."""
    if choice.adapter is not None:
        from tablecert.adapters.plugins import load_adapter

        system: SystemUnderTest = load_adapter(choice.adapter, deadline=choice.call_deadline)
        try:
            yield system
        finally:
            with contextlib.suppress(SystemFault):
                system.close()
        return
    if choice.target == "in-process":
        from tablecert.reference_system.in_process import in_process_system

        yield in_process_system(choice.defect, choice.variant, choice.declared())
        return
    from tablecert.adapters.http import HttpSystem

    if choice.target == "reference":
        from tablecert.reference_system.app import create_app
        from tablecert.reference_system.server import ReferenceServer

        declared = choice.declared()
        app = (create_app(choice.defect, variant=choice.variant, capabilities=declared)
               if choice.variant or declared is not None else None)
        with ReferenceServer(defect=choice.defect, app=app) as server:
            system = HttpSystem(server.url, read_timeout=choice.timeout)
            try:
                yield system
            finally:
                system.close()
        return
    system = HttpSystem(choice.target, read_timeout=choice.timeout, insecure=choice.insecure,
                        deadline=choice.deadline)
    system.warn_in_clear(command)
    try:
        try:  # an unreachable or foreign system is bad input, before any round is drawn
            system.describe()
        except SystemFault as exc:
            raise InputError(f"--target {choice.shown}: {exc}") from None
        yield system
    finally:
        system.close()
