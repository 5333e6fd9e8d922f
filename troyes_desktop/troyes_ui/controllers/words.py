"""The words the board controller shows: targets, prices, what a group does, dice. A part of
:class:`~.board_controller.TroyesController`."""

from __future__ import annotations

from troyes_desktop.i18n import localized, translate
from troyes_desktop.rules.troyes.board import building_name, colour_word


class WordsMixin:
    """The plain words of the board controller's status line and confirm panel."""

    # ------------------------------------------------------------------ words
    def describe_target(self, kind, arg) -> str:
        g = self.game
        if kind == "card":
            if not g.slot_revealed[arg]:
                return translate("BoardControl", "a face-down card")
            return localized(g.card(arg))
        if kind == "event":
            return localized(g.event(arg)) if arg < len(g.queue) else translate("BoardControl", "that event")
        if kind == "building":
            return building_name(arg)
        if kind == "cathedral":
            return translate("BoardControl", "Cathedral")
        if kind == "agriculture":
            return translate("BoardControl", "Agriculture")
        if kind == "ramparts":
            return translate("BoardControl", "Ramparts")
        return kind

    @staticmethod
    def cost_words(res) -> str:
        """What using the group costs in all: the dice's price and the hire of a tradesman."""
        price, hire = int(res.get("price") or 0), int(res.get("hire_cost") or 0)
        total = price + hire
        if total == 0:
            return translate("BoardControl", "costs nothing")
        if price and hire:
            return translate("BoardControl", "costs %n deniers ({price} for the dice and {hire} to hire a "
                             "tradesman)", None, total).format(price=price, hire=hire)
        if hire:
            if total == 1:
                return translate("BoardControl", "costs %n denier to hire a tradesman", None, total)
            return translate("BoardControl", "costs %n deniers to hire a tradesman", None, total)
        if total == 1:
            return translate("BoardControl", "costs %n denier", None, total)
        return translate("BoardControl", "costs %n deniers", None, total)

    @staticmethod
    def outcome_words(kind, res) -> str:
        t = res["times"]
        one = t == 1
        if kind == "card":
            return (translate("BoardControl", "%n activation", None, t) if one else
                    translate("BoardControl", "%n activations", None, t))
        if kind in ("cathedral", "event"):
            return (translate("BoardControl", "%n cube", None, t) if one else
                    translate("BoardControl", "%n cubes", None, t))
        if kind == "agriculture":
            return (translate("BoardControl", "%n denier", None, t) if one else
                    translate("BoardControl", "%n deniers", None, t))
        if kind == "ramparts":
            return (translate("BoardControl", "%n action point (boost with deniers next)",
                              None, t) if one else
                    translate("BoardControl", "%n action points (boost with deniers next)", None, t))
        return translate("BoardControl", "a citizen on value {value}").format(value=res["value"])

    def die_words(self, d: int) -> str:
        g = self.game
        colour, value, owner = g.dice[d]
        if owner == self.decider():
            return translate("BoardControl", "{colour} {value} (yours)").format(
                colour=colour_word(colour, "die"), value=value)
        return translate("BoardControl", "{colour} {value} ({owner})").format(
            colour=colour_word(colour, "die"), value=value, owner=g.owner_name(owner))

    def _group_words(self, group) -> str:
        return translate("BoardControl", "Group: {dice}").format(
            dice=", ".join(self.die_words(d) for d in group if d in self.game.dice))
