"""A review as the command line prints it: one JSON object (issue 48's shape) or a readable text report.

Seats are counted from 1 here, as people count them and as ``review --seat N`` names them; ``index`` is the
decision's place in the game's list of actions (counted from 0, as in the save file).
"""
from __future__ import annotations

from typing import Any

from troyes_desktop.i18n import translate

from .model import GameReview


def as_json(review: GameReview) -> dict[str, Any]:
    """``{"players": [...], "decisions": [...]}`` and what the review was made with."""
    when = "day" if review.mode == "dice" else "round"
    players = [{
        "seat": p.seat + 1, "name": p.name, "level": p.level, "decisions": p.decisions, "forced": p.forced,
        "vp_lost": p.vp_lost, "vp_lost_per_decision": p.vp_lost_per_decision, "inaccuracies": p.inaccuracies,
        "mistakes": p.mistakes, "blunders": p.blunders, "luck_vp": p.luck_vp,
    } for p in review.players]
    decisions = [{
        "index": d.index, "seat": d.seat + 1, when: d.round, "chosen": d.chosen, "best": d.best,
        "loss_vp": d.loss_vp, "stderr_vp": d.stderr_vp, "label": d.label,
    } for d in review.decisions]
    return {"game": review.mode, "measure": review.measure, "complete": review.complete, "players": players,
            "decisions": decisions,
            "key_moments": [review.decisions[i].index for i in review.key_moments],
            "engine_version": review.engine_version, "evaluation_version": review.evaluation_version,
            "budget": review.budget, "seed": review.seed}


def _vp(x: float) -> str:
    return f"{x:+.1f}"


def as_text(review: GameReview) -> str:
    lines = [translate("Review", "Review of the game, compared with the Hard player's choices (not with "
                                 "perfect play)."),
             translate("Review", "Expected VP lost: how much lower the player's expected final margin is "
                                 "after the move made than after Hard's move, both judged over the same "
                                 "sampled futures. Luck: what the dice, the cards drawn and le Roy's dice "
                                 "gave or took, in the same VP.")]
    if not review.complete:
        lines.append(translate("Review", "The game is not finished: it is reviewed up to where it is."))
    if not review.players:
        lines.append(translate("Review", "No seat to review: every seat is a computer's (name one with "
                                         "--seat)."))
    names = {p.seat: p.name for p in review.players}
    for p in review.players:
        lines.append("")
        lines.append(translate("Review", "{name} (seat {seat}): {decisions} decisions, {forced} forced; "
                                         "{lost} VP lost in all, {per} per decision; {inaccuracies} "
                                         "inaccuracies, {mistakes} mistakes, {blunders} blunders; luck "
                                         "{luck} VP.").format(
            name=p.name, seat=p.seat + 1, decisions=p.decisions, forced=p.forced, lost=f"{p.vp_lost:.1f}",
            per=f"{p.vp_lost_per_decision:.2f}", inaccuracies=p.inaccuracies, mistakes=p.mistakes,
            blunders=p.blunders, luck=_vp(p.luck_vp)))
        if review.measure == "score":
            text = translate("Review", "Expected score at the start {start} VP, final score {final} VP.")
            lines.append(text.format(start=f"{p.start_margin:.1f}", final=f"{p.final_margin:.1f}"))
        else:
            text = translate("Review", "Expected margin at the start {start} VP, final margin {final} VP.")
            lines.append(text.format(start=_vp(p.start_margin), final=_vp(p.final_margin)))
    if review.key_moments:
        lines.append("")
        lines.append(translate("Review", "Key moments:"))
        for n, i in enumerate(review.key_moments, start=1):
            d = review.decisions[i]
            when = (translate("Review", "day {day}") if review.mode == "dice"
                    else translate("Review", "round {round}")).format(day=d.round, round=d.round)
            lines.append(translate("Review", "{n}. {name}, {when}: {label}, {loss} VP lost (± {se})").format(
                n=n, name=names.get(d.seat, ""), when=when, label=label_words(d.label),
                loss=f"{d.loss_vp:.1f}", se=f"{d.stderr_vp:.1f}"))
            lines.append("   " + translate("Review", "Played: {move}").format(move=d.chosen))
            lines.append("   " + translate("Review", "Hard: {move}").format(move=d.best))
            if d.why:
                lines.append("   " + d.why)
    return "\n".join(lines) + "\n"


def label_words(label: str) -> str:
    """A label as players read it."""
    words = {
        "forced": translate("Review", "forced"),
        "best": translate("Review", "Hard's move"),
        "good": translate("Review", "good"),
        "inaccuracy": translate("Review", "inaccuracy"),
        "mistake": translate("Review", "mistake"),
        "blunder": translate("Review", "blunder"),
    }
    return words.get(label, label)
