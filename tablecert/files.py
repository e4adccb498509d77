"""Reading the user's files; every failure becomes an InputError naming the file."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from stat import S_ISREG

from tablecert.errors import InputError
from tablecert.oracle.card_games import RulesSubmission, parse_rules_submission
from tablecert.oracle.catalogue import GAMES, game_of, parse_game_rules
from tablecert.oracle.game import GameRules
from tablecert.oracle.rules_reader import RulesSubmissionError
from tablecert.resources import bundled_rules_dir, rules_dir
from tablecert.user_file import RULES_FILE_BYTES, read_user_text

__all__ = ["InputError", "bundled_rules_submissions", "card_game_rules_paths", "load_any_rules",
           "load_game_rules", "load_rules_submission", "read_rules_text", "resolve_any_rules",
           "resolve_game_rules", "resolve_rules_submission"]



def load_any_rules(path: str | Path) -> RulesSubmission | GameRules:
    """Read and validate a Rules Submission file of any game. A submission is immutable, so
    each file is parsed once per process (keyed by its path, size and modification time)."""
    path = Path(path)
    try:
        stat = path.stat()
    except FileNotFoundError:
        raise InputError(f"{path}: no such file; not a Rules Submission") from None
    except OSError as exc:
        raise InputError(f"cannot read Rules Submission {path}: {exc.strerror}") from None
    if not S_ISREG(stat.st_mode):
        read_rules_text(path)  # refuses it, naming the path as given and what it is
    return _load(path.resolve(), stat.st_size, stat.st_mtime_ns)


def load_rules_submission(path: str | Path) -> RulesSubmission:
    """A Three Card Poker or Let It Ride Rules Submission file (see :func:`load_any_rules`)."""
    rules = load_any_rules(path)
    if not isinstance(rules, RulesSubmission):
        raise InputError(f"{path}: a Rules Submission for {rules.game}, where one for Three Card "
                         "Poker or Let It Ride is needed")
    return rules


def load_game_rules(path: str | Path) -> GameRules:
    """A Rules Submission file for a game of :data:`tablecert.oracle.catalogue.GAMES`."""
    rules = load_any_rules(path)
    if not isinstance(rules, GameRules):
        raise InputError(f"{path}: a Rules Submission for {rules.game.value}, where one for "
                         f"{' or '.join(GAMES) or 'another game'} is needed")
    return rules


@lru_cache(maxsize=256)
def _load(path: Path, size: int, mtime: int) -> RulesSubmission | GameRules:
    text = read_rules_text(path)
    try:
        if game_of(text) in GAMES:
            return parse_game_rules(text, source=str(path))
        return parse_rules_submission(text, source=str(path))
    except RulesSubmissionError as exc:
        raise InputError(str(exc)) from None


def read_rules_text(path: Path) -> str:
    """A Rules Submission file's text: a regular file of at most :data:`RULES_FILE_BYTES`
    (tablecert.user_file), UTF-8; else an InputError naming it (a FIFO, ``/dev/zero``, ...)."""
    return read_user_text(path, limit=RULES_FILE_BYTES, named=str(path), kind="a Rules Submission")


def card_game_rules_paths(folder: Path | None = None) -> list[Path]:
    """The bundled Rules Submissions of Three Card Poker and Let It Ride, sorted (those of
    the games of :data:`tablecert.oracle.catalogue.GAMES`, Craps and the rest, are left out)."""
    folder = bundled_rules_dir() if folder is None else folder
    return sorted(p for p in folder.glob("*.yaml") if game_of(read_rules_text(p)) not in GAMES)


def _path_of(name_or_path: str) -> Path:
    """A path as given; else a name looked up in ``--rules-dir`` (if given), then among the
    bundled Rules Submissions."""
    path = Path(name_or_path)
    if path.suffix in (".yaml", ".yml") or path.exists():
        return path
    folders = [f for f in (rules_dir(), bundled_rules_dir()) if f is not None]
    for folder in folders:
        for suffix in (".yaml", ".yml"):
            candidate = folder / f"{name_or_path}{suffix}"
            if candidate.exists():
                return candidate
    known = ", ".join(sorted({p.stem for f in folders for p in f.glob("*.y*ml")}))
    raise InputError(f"no Rules Submission {name_or_path!r}: not a file, and not one of "
                     f"{' or '.join(str(f) for f in folders)} ({known})")


def resolve_rules_submission(name_or_path: str) -> RulesSubmission:
    """A path, or the name of a bundled Rules Submission such as ``pa-649a-paytable-A``."""
    return load_rules_submission(_path_of(name_or_path))


def bundled_rules_submissions() -> list[RulesSubmission]:
    """The bundled Rules Submissions of Three Card Poker and Let It Ride, by file name."""
    return [load_rules_submission(p) for p in card_game_rules_paths()]


def resolve_any_rules(name_or_path: str) -> RulesSubmission | GameRules:
    """A path or bundled name (see :func:`resolve_rules_submission`) of any game's Rules Submission."""
    return load_any_rules(_path_of(name_or_path))


def resolve_game_rules(name_or_path: str) -> GameRules:
    """A path, or the name of a bundled Rules Submission of a game of
    :data:`tablecert.oracle.catalogue.GAMES`."""
    return load_game_rules(_path_of(name_or_path))
