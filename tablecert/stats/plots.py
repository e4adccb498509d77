"""Pictures for the report: where the cards landed, and how the return converged.

Rendered with matplotlib's Agg backend (no display needed) to PNG bytes, which the
command writes next to the report and the HTML report embeds as data URIs.
"""

from __future__ import annotations

import io
from typing import Any

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import numpy as np
from numpy.typing import NDArray

from tablecert.oracle.cards import FULL_DECK

__all__ = ["convergence_png", "heat_map_png"]


def _png(fig: Any) -> bytes:
    buffer = io.BytesIO()
    # no timestamp in the PNG metadata, so the same run gives the same bytes
    fig.savefig(buffer, format="png", dpi=110, metadata={"Software": None})
    plt.close(fig)
    return buffer.getvalue()


def heat_map_png(counts: NDArray[np.int64], rounds: int, *, title: str) -> bytes:
    """Card (rows) by position (columns): observed over expected count (1 = fair)."""
    expected = rounds / 52 if rounds else 1.0
    ratio = counts / expected
    spread = max(0.25, float(np.abs(ratio - 1).max()))
    fig, ax = plt.subplots(figsize=(9, 8.5))
    image = ax.imshow(ratio, cmap="RdBu_r", vmin=1 - spread, vmax=1 + spread, aspect="auto",
                      interpolation="nearest")
    ax.set_yticks(range(52), [str(c) for c in FULL_DECK], fontsize=6)
    ax.set_xticks(range(0, 52, 5), [str(p + 1) for p in range(0, 52, 5)], fontsize=7)
    ax.set_xlabel("position in the shuffled deck (1 = top card)")
    ax.set_ylabel("card")
    ax.set_title(f"{title}\n{rounds:,} shuffles; colour: observed / expected ({expected:.1f} each)",
                 fontsize=10)
    fig.colorbar(image, ax=ax, fraction=0.04, label="observed / expected")
    fig.tight_layout()
    return _png(fig)


def convergence_png(detail: dict[str, Any], *, title: str) -> bytes:
    """The running observed return with its confidence band, and the exact return."""
    curve = detail["convergence"]
    rounds = np.array(curve["rounds"])
    observed = np.array(curve["observed_return"])
    half = np.array(curve["half_width"])
    exact = float(detail["exact_return"])
    fig, ax = plt.subplots(figsize=(9, 4.5))
    level = f"{detail['confidence']:.0%}"
    ax.fill_between(rounds, observed - half, observed + half, color="tab:blue", alpha=0.2,
                    label=f"{level} confidence band")
    ax.plot(rounds, observed, color="tab:blue", lw=1.2, label="observed return")
    ax.axhline(exact, color="black", lw=1, ls="--", label=f"exact return {exact:.4%}")
    ax.set_xscale("log")
    ax.set_xlabel("rounds played")
    ax.set_ylabel(f"return {detail['unit']}")
    low, high = exact - 0.5, exact + 0.5
    ax.set_ylim(max(low, float((observed - half).min()) - 0.02),
                min(high, float((observed + half).max()) + 0.02))
    ax.set_title(title, fontsize=10)
    ax.legend(loc="upper right", fontsize=8)
    fig.tight_layout()
    return _png(fig)
