"""What a review is: plain data, written to and read from JSON (the history store keeps it, the command line
prints it). No Qt, no engine objects: the actions are kept as the engine's plain tuples/lists.

Labels (thresholds in VP of expected margin lost; docs/rules-reference and the README say the same):
``forced`` (one legal choice, or every choice within noise of the best: left out of the averages),
``best`` (the choice is Hard's), ``good`` (lost less than the first threshold or within noise),
``inaccuracy``, ``mistake``, ``blunder``.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

LABELS = ("forced", "best", "good", "inaccuracy", "mistake", "blunder")
#: The smallest loss, in VP of expected final margin, of each label (a loss within the estimate's noise,
#: two standard errors, is never more than ``good``).
THRESHOLDS = {"inaccuracy": 1.0, "mistake": 3.0, "blunder": 6.0}
#: Version of this data's layout (a stored review with another is made again).
FORMAT = 1


def label_for(loss_vp: float, stderr_vp: float, forced: bool = False, same: bool = False) -> str:
    """The label of a decision that lost ``loss_vp`` (standard error ``stderr_vp``) against Hard's choice."""
    if forced:
        return "forced"
    if same:
        return "best"
    if loss_vp <= 2.0 * stderr_vp:
        return "good"
    label = "good"
    for name in ("inaccuracy", "mistake", "blunder"):
        if loss_vp >= THRESHOLDS[name]:
            label = name
    return label


@dataclass
class DecisionReview:
    """One decision of one seat."""

    index: int                  # index in the game's action list (history) of the decision's first action
    seat: int
    round: int                  # the round (Troyes) or the day (Troyes Dice)
    chosen: str                 # the move made, in the chronicle's words
    best: str                   # Hard's move, in the same words
    loss_vp: float              # expected final margin lost by the move made against Hard's (>= 0)
    stderr_vp: float            # the standard error of loss_vp
    label: str                  # one of LABELS
    why: str = ""               # one or two plain sentences: why Hard's move is better (key moments at least)
    chosen_actions: list = field(default_factory=list)   # the actions of the move made (to light them)
    best_actions: list = field(default_factory=list)     # the actions of Hard's move
    margin_before: float = 0.0  # the seat's expected final margin before the decision
    margin_after: float = 0.0   # ... after the move made


@dataclass
class ChanceReview:
    """One chance outcome (a roll, an event card drawn, le Roy's dice, a character drawn) and what it gave or
    took each reviewed seat, as the change of that seat's expected margin across the outcome."""

    index: int                  # index in the game's action list of the chance outcome
    round: int
    what: str                   # plain words ("the red dice were rolled: 1, 3, 6")
    luck_vp: dict[int, float] = field(default_factory=dict)   # seat -> VP given (+) or taken (-)


@dataclass
class SeatSummary:
    seat: int
    name: str
    level: str                  # person, easy, normal, hard or roy, as the file says
    decisions: int              # decisions reviewed, forced ones included
    forced: int
    vp_lost: float              # summed over the unforced decisions
    vp_lost_per_decision: float # vp_lost / unforced decisions (0 when none)
    inaccuracies: int
    mistakes: int
    blunders: int
    luck_vp: float              # the sum of this seat's luck over the game
    start_margin: float = 0.0   # the expected final margin at the start
    final_margin: float = 0.0   # the real final margin (or, unfinished, the expected margin at the end)
    # What the expected final margin changed by over this seat's own moves, and over the others' moves (le
    # Roy's steps too): start_margin + luck_vp + own_moves_vp + others_moves_vp == final_margin.
    own_moves_vp: float = 0.0
    others_moves_vp: float = 0.0


@dataclass
class GameReview:
    mode: str                                   # "troyes" or "dice"
    players: list[SeatSummary]
    decisions: list[DecisionReview]
    chances: list[ChanceReview] = field(default_factory=list)
    # (index in the action list, {seat: expected final margin}) after every decision and every chance outcome
    curve: list[tuple[int, dict[int, float]]] = field(default_factory=list)
    key_moments: list[int] = field(default_factory=list)   # positions in ``decisions``, costliest first
    complete: bool = True                       # False: an unfinished game, reviewed up to where it is
    engine_version: str = ""
    evaluation_version: str = ""
    budget: float = 0.0
    seed: int = 0
    format: int = FORMAT
    # What the figures are in: "margin" (final score minus the best other's, le Roy's in the solo game) or
    # "score" (Troyes Dice alone: the final score itself).
    measure: str = "margin"

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["curve"] = [[i, {str(k): v for k, v in m.items()}] for i, m in self.curve]
        for c in out["chances"]:
            c["luck_vp"] = {str(k): v for k, v in c["luck_vp"].items()}
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GameReview":
        """The review ``to_json`` wrote (raises KeyError/TypeError/ValueError on anything else)."""
        if data.get("format") != FORMAT:
            raise ValueError("review format")
        chances = [ChanceReview(c["index"], c["round"], c["what"],
                                {int(k): float(v) for k, v in c["luck_vp"].items()}) for c in data["chances"]]
        return cls(
            mode=data["mode"],
            players=[SeatSummary(**p) for p in data["players"]],
            decisions=[DecisionReview(**d) for d in data["decisions"]],
            chances=chances,
            curve=[(int(i), {int(k): float(v) for k, v in m.items()}) for i, m in data["curve"]],
            key_moments=[int(k) for k in data["key_moments"]],
            complete=bool(data["complete"]),
            engine_version=data["engine_version"],
            evaluation_version=data["evaluation_version"],
            budget=float(data["budget"]),
            seed=int(data["seed"]),
            measure=str(data.get("measure", "margin")),
        )
