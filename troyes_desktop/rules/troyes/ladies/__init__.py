"""The Ladies of Troyes modules and the promo cards (docs/rulings.md, section "The Ladies of Troyes").

One file per module of the expansion's rulebook: :mod:`.characters` (and the revealed character),
:mod:`.activities`, :mod:`.events`, :mod:`.head_of_family`, :mod:`.ramparts` and :mod:`.outdoor` (the
ramparts and the outdoor activities), :mod:`.tournament`; :mod:`.setup` chooses the cards in play (the
promo cards included) and builds the expansion's state.

Module ids: ``characters``, ``reveal-character``, ``activities``, ``events``, ``head-of-family``,
``ramparts``, ``tournament``, ``promos``. A game with at least one module has ``game.expansion`` (a dict
of plain JSON data); the base game has ``game.expansion = None`` and never enters this package, so its
rules and speed are unchanged.

The hooks: the base engine reaches the expansion ONLY through the names imported below (see ``HOOKS``),
each called where ``game.expansion`` is set. Adding a module means adding its file here and, if the base
engine must ask it something new, one more named hook in this list (docs/engines.md).

Extra action vocabulary (only with modules): the second half of :mod:`..actions`.
"""
from __future__ import annotations

# ---- data the base engine and the app read
from .activities import (
    activate,  # activating a card (every card, base ones included, with modules)
    agriculture_done,  # after agriculture (outdoor offers)
    apply_build,
    apply_count,  # "count" decisions (paid effects) with modules
    apply_event,  # "event" decisions (cube targets) with modules
    apply_landlady,
    apply_mixed,
    apply_scout,
    apply_victim,
    cannot_use,  # why a card cannot be used now (evaluate)
    citizen_target,  # a citizen placement starts (outdoor offers)
    cube_die,
    cube_used_on,  # a stored cube already changes this group (evaluate)
    dice_bought_from,  # a player sold dice (outdoor offers)
    distill,
    group_extras,  # extra group actions (cube as a die, Distiller, tiles)
    influence_hire_refusal,  # cards whose tradesman costs influence
    legal_build,
    legal_count,
    legal_event,
    legal_landlady,
    legal_mixed,
    legal_scout,
    legal_victim,
    pay_tradesman,  # hiring a tradesman (costs in influence, tiles)
    spend_virtual_die,  # an Augustine / Recruiter cube used as a die
)
from .characters import end_scores, measure  # end of the game (scoring)
from .events import (
    apply_possession,
    apply_winter,
    events_phase,  # the whole events phase with modules
    legal_possession,
    legal_winter,
    on_possession_cube,  # a cube placed on Possession
    release_possessed,  # Possession countered
)
from .head_of_family import dice_group, group_colours  # the group's dice and colours (purple die)
from .outdoor import (
    after_action_hook,  # after every action: outdoor offers first
    apply_liberate,
    apply_outdoor,
    apply_swap,
    black_extra,  # extra answers to a black die (protect tile)
    black_tile,
    can_protect_black,  # a player with no dice may still protect
    group_tile,
    legal_exchange,
    legal_liberate,
    legal_outdoor,
    set_standing,
    swap_done,
    turn_tile,
    turn_tiles,  # extra turn actions (tiles)
)
from .queries import LadiesQueries  # the Game's queries on the Ladies' decisions (for the interface)
from .ramparts import (
    apply_boost,
    apply_ramparts,
    legal_boost,
    legal_ramparts,
    ramparts_refusal,  # action 7 allowed? (evaluate)
    start_ramparts,  # action 7 starts (dice used on the ramparts)
)
from .setup import (
    GRAY_WITH_LADIES,
    MIX_CHOICES,
    MODIFIERS_L,
    MODULES,
    PURPLE,
    VIRTUAL,
    activity_pool,  # setup: the activity cards in play
    check_options,  # setup: the module options are valid
    copy_state,  # Game.copy
    event_decks,  # setup: the event decks
    init,  # setup: the expansion's state
)
from .tournament import end_round_hook  # end of a round (the tournament's direction)

#: Decisions only the modules have: kind -> legal actions, (kind, verb) -> handler (merged into the
#: base engine's tables by :mod:`..game`).
LEGAL = {
    "exchange": legal_exchange, "boost": legal_boost, "ramparts": legal_ramparts, "outdoor": legal_outdoor,
    "mixed": legal_mixed, "landlady": legal_landlady, "build": legal_build, "victim": legal_victim,
    "scout": legal_scout, "harsh_winter": legal_winter, "possession": legal_possession,
    "liberate": legal_liberate,
}
APPLY = {
    ("turn", "tile"): turn_tile, ("turn", "standing"): set_standing,
    ("exchange", "swap"): apply_swap, ("exchange", "swap_done"): swap_done,
    ("group", "cube_die"): cube_die, ("group", "distill"): distill, ("group", "tile"): group_tile,
    ("black", "tile"): black_tile,
    ("boost", "boost"): apply_boost,
    ("ramparts", "advance"): apply_ramparts, ("ramparts", "rampart_cube"): apply_ramparts,
    ("ramparts", "ramparts_done"): apply_ramparts,
    ("outdoor", "outdoor"): apply_outdoor, ("mixed", "mixed"): apply_mixed,
    ("landlady", "landlady"): apply_landlady, ("build", "build"): apply_build,
    ("victim", "victim"): apply_victim, ("scout", "scout"): apply_scout,
    ("harsh_winter", "lose"): apply_winter, ("possession", "source"): apply_possession,
    ("liberate", "liberate"): apply_liberate,
}

#: The named hooks: everything the base engine may call or read in this package.
__all__ = [
    "GRAY_WITH_LADIES", "MIX_CHOICES", "MODIFIERS_L", "MODULES", "PURPLE", "VIRTUAL", "LEGAL", "APPLY",
    "LadiesQueries",
    "activate", "activity_pool", "after_action_hook", "agriculture_done", "apply_count", "apply_event",
    "black_extra", "can_protect_black", "cannot_use", "check_options", "citizen_target", "copy_state",
    "cube_used_on", "dice_bought_from", "dice_group", "end_round_hook", "end_scores", "event_decks",
    "events_phase", "group_colours", "group_extras", "influence_hire_refusal", "init", "legal_count",
    "legal_event", "measure", "on_possession_cube", "pay_tradesman", "ramparts_refusal", "release_possessed",
    "spend_virtual_die", "start_ramparts", "turn_tiles",
]
HOOKS = tuple(__all__)
