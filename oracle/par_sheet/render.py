"""The par sheet as plain text and as a JSON-ready dict (deterministic: no timings)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tablecert.oracle.money import format_money
from tablecert.oracle.par_sheet.lines import percent
from tablecert.oracle.par_sheet.model import ParLine, ParSheet

__all__ = ["render_text", "to_json_dict"]

_TITLE = "Par sheet: 58 Pa. Code table games, every paytable, by full enumeration (exact)"


def render_text(sheet: ParSheet) -> str:
    """A readable par sheet: per paytable its table of hands, then return and house edge."""
    out = [_TITLE, "=" * len(_TITLE), ""]
    for line in sheet.lines:
        out.extend(_render_line(line))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def _render_line(line: ParLine) -> list[str]:
    head = f"{line.name}: {line.title} ({format_money(line.per_wager)} wager)"
    width = max(34, *(len(h.hand) for h in line.hands))
    out = [head, "-" * len(head)]
    out.append(
        f"  {'Hand':<{width}} {'Combinations':>15} {'Probability':>12}  "
        f"{'Payout':<26} {'Contribution':>13}"
    )
    for h in line.hands:
        out.append(
            f"  {h.hand:<{width}} {h.combinations:>15,} {float(h.probability):>12.8f}  "
            f"{h.payout:<26} {float(h.contribution):>+13.6f}"
        )
    out.append(f"  Combinations enumerated: {line.combinations:,}")
    if line.house_edge is None:
        assert line.expected_per_other_player is not None
        value = line.expected_per_other_player
        out.append(
            f"  Expected Envy Bonus per other player: ${float(value):.6f} (exact {value}); "
            "no house edge"
        )
    else:
        player_return = 1 - line.house_edge
        meter = " excluding the meter" if line.break_even_meter is not None else ""
        out.append(
            f"  Return{meter}: {percent(player_return)}%   House edge{meter}: "
            f"{percent(line.house_edge)}% {line.unit} (exact {line.house_edge})"
        )
    if line.break_even_meter is not None:
        out.append(
            f"  Break-even meter: ${float(line.break_even_meter):,.2f} for a "
            f"{format_money(line.per_wager)} wager (exact {line.break_even_meter} dollars)"
        )
    out.append(f"  Strategy: {line.strategy}")
    out.extend(f"  Note: {note}" for note in line.notes)
    return out


def _exact(value: Fraction | None) -> str | None:
    return None if value is None else str(value)


def _float(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def to_json_dict(sheet: ParSheet) -> dict[str, Any]:
    """The par sheet as plain JSON types; every figure also as an exact "p/q" string."""
    return {"title": _TITLE, "paytables": [_line_dict(line) for line in sheet.lines]}


def _line_dict(line: ParLine) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "citation": line.citation,
        "paytable": line.paytable,
        "wager": line.wager,
        "title": line.title,
        "per_wager": line.per_wager,
        "unit": line.unit,
        "house_edge": _float(line.house_edge),
        "exact": _exact(line.house_edge),
        "return": _float(line.player_return),
        "return_exact": _exact(line.player_return),
        "strategy": line.strategy,
        "notes": list(line.notes),
        "combinations": line.combinations,
        "hands": [
            {
                "hand": h.hand,
                "combinations": h.combinations,
                "probability": float(h.probability),
                "probability_exact": str(h.probability),
                "payout": h.payout,
                "contribution": float(h.contribution),
                "contribution_exact": str(h.contribution),
            }
            for h in line.hands
        ],
    }
    if line.break_even_meter is not None:
        entry["return_excluding_meter"] = _float(line.return_excluding_meter)
        entry["return_excluding_meter_exact"] = _exact(line.return_excluding_meter)
        entry["break_even_meter"] = float(line.break_even_meter)
        entry["break_even_meter_exact"] = str(line.break_even_meter)
    if line.expected_per_other_player is not None:
        entry["expected_per_other_player"] = float(line.expected_per_other_player)
        entry["expected_per_other_player_exact"] = str(line.expected_per_other_player)
    return entry
