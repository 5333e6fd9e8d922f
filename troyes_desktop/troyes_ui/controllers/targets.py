"""What the board's hit keys aim at: the target kinds, a hit key's target, the highlight key of a target, the
guard's reach on the ramparts. Shared by the controller's parts (and the tutorial, the hint)."""

from __future__ import annotations

from troyes_desktop.rules.troyes import actions as A

TARGET_KINDS = ("card", "cathedral", "event", "building", "agriculture", "ramparts")


def guard_reach(game) -> int:
    """How many spaces the guard can advance now in the ramparts decision (one action point each), tried
    on a copy of the game."""
    if game.pending.kind != "ramparts":
        return 0
    probe = game.copy()
    n = 0
    while n < 20 and probe.pending == game.pending and A.advance() in probe.legal_actions():
        probe.apply(A.advance())
        n += 1
    return n


def pal_colour(game, owner):
    from ..scene import palette as pal

    return pal.player_colour(owner, game)


def target_key(key):
    """The target ``(kind, arg)`` named by a hit key, or None."""
    if key is None:
        return None
    kind = key[0]
    if kind in ("card", "card_space", "card_illus"):
        return ("card", key[1])
    if kind == "cathedral":
        return ("cathedral", None)
    if kind == "agriculture":
        return ("agriculture", None)
    if kind == "event":
        return ("event", key[1])
    if kind in ("building", "space", "expelled"):
        return ("building", key[1])
    if kind in ("ramparts", "outdoor", "rampart_space"):
        return ("ramparts", None)
    return None


def hl_key(kind, arg):
    """The highlight key drawn by the item of target (kind, arg)."""
    if kind == "card":
        return ("card", arg)
    if kind in ("cathedral", "agriculture", "ramparts"):
        return (kind,)
    return (kind, arg)
