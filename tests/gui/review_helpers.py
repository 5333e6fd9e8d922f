"""Reviews for the interface's tests: a real game's record with a review of real-looking figures (every
"turn" decision of the reviewed seats, the move made and another legal move as Hard's, losses that grow with
the position), so that the review's interface is tested without the computation's minutes."""

from __future__ import annotations

from troyes_desktop.review.model import (
    ChanceReview,
    DecisionReview,
    GameReview,
    SeatSummary,
    label_for,
)
from troyes_desktop.store.replay import Replay


def _words(game, action) -> str:
    if getattr(game, "game_id", "") == "dice":
        return " ".join(str(x) for x in action)
    from troyes_desktop.troyes_ui.describe import describe_action

    return describe_action(game, action)


def fake_review(save: dict, seats=(0,), evaluation: str = "test-eval",
                engine: str = "test-engine") -> GameReview:
    replay = Replay(save)
    game = replay.game_at(0)
    decisions: list[DecisionReview] = []
    chances: list[ChanceReview] = []
    curve: list[tuple[int, dict[int, float]]] = []
    margin = {s: 0.0 for s in seats}
    for i, action in enumerate(replay.actions):
        pending = game.pending
        seat = pending.seat
        kind = getattr(pending, "kind", "turn")
        legal = game.legal_actions()
        if seat in seats and kind in ("turn", "choose_die", "die") and action[0] == "die":
            others = [a for a in legal if a[0] == "die" and a != action]
            forced = not others
            best = others[0] if others else action
            loss = 0.0 if forced else float((i * 7) % 11)
            stderr = 0.3
            label = label_for(loss, stderr, forced=forced)
            margin[seat] -= loss
            decisions.append(DecisionReview(
                index=i, seat=seat, round=getattr(game, "round", getattr(game, "day", 1)),
                chosen=_words(game, action), best=_words(game, best), loss_vp=loss, stderr_vp=stderr,
                label=label, why="Hard\u2019s die covers a cathedral level and keeps 3 deniers.",
                chosen_actions=[list(action)], best_actions=[list(best)],
                margin_before=margin[seat] + loss, margin_after=margin[seat]))
            curve.append((i + 1, dict(margin)))
        elif kind in ("black", "roll"):
            chances.append(ChanceReview(i, getattr(game, "round", 1), "the dice were rolled",
                                        {s: 1.0 for s in seats}))
            for s in seats:
                margin[s] += 1.0
            curve.append((i + 1, dict(margin)))
        game.apply(action)
    unforced = [d for d in decisions if d.label != "forced"]
    ranked = sorted(range(len(decisions)), key=lambda k: -decisions[k].loss_vp)
    players = []
    for s in seats:
        mine = [d for d in unforced if d.seat == s]
        lost = sum(d.loss_vp for d in mine)
        players.append(SeatSummary(
            seat=s, name=f"seat {s}", level="person", decisions=len([d for d in decisions if d.seat == s]),
            forced=len([d for d in decisions if d.seat == s and d.label == "forced"]), vp_lost=lost,
            vp_lost_per_decision=lost / len(mine) if mine else 0.0,
            inaccuracies=sum(d.label == "inaccuracy" for d in mine),
            mistakes=sum(d.label == "mistake" for d in mine),
            blunders=sum(d.label == "blunder" for d in mine),
            luck_vp=-4.0, start_margin=0.0, final_margin=-6.0))
    return GameReview(mode="dice" if replay.dice else "troyes", players=players, decisions=decisions,
                      chances=chances, curve=curve, key_moments=ranked[:4], complete=replay.finished,
                      engine_version=engine, evaluation_version=evaluation, budget=1.0, seed=0)
