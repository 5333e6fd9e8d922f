"""The shape of the registries of event records (``rules/troyes/records.py``, ``rules/dice/records.py``).

Both engines tell what happened as a list of event records: plain dicts with a ``type`` and the fields of
that kind. Each engine lists every kind it emits in its own ``records`` module, grouped by rule area, with
the fields it carries (required, optional) and a line saying when it is emitted;
``tests/rules/test_event_records.py`` plays games of every configuration and checks each record emitted
against the list. Adding a kind of record (or a field) means adding it there.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RecordKind:
    """One kind of event record: the fields it always carries, those it may carry, and when it is emitted.

    ``rare`` is empty for a kind a few seeded random games emit, else why they may not (the test then
    does not require it)."""

    required: frozenset[str]
    optional: frozenset[str]
    when: str
    rare: str = ""


def kind(required: str, when: str, optional: str = "", rare: str = "") -> RecordKind:
    """A :class:`RecordKind` from space-separated field names (``type`` is implied)."""
    return RecordKind(frozenset(required.split()), frozenset(optional.split()), when, rare)


def flatten(areas: dict[str, dict[str, RecordKind]]) -> dict[str, RecordKind]:
    """The record kinds of every area in one mapping (a kind listed in two areas is an error)."""
    out: dict[str, RecordKind] = {}
    for area in areas.values():
        for name, k in area.items():
            if name in out:
                raise ValueError(f"record kind {name!r} listed twice")
            out[name] = k
    return out


def misfit(registry: dict[str, RecordKind], record: dict) -> str | None:
    """Why ``record`` does not match its listed kind (an unknown type, a missing or unlisted field), or
    None when it does."""
    name = record.get("type")
    k = registry.get(name) if isinstance(name, str) else None
    if k is None:
        return f"unlisted record type {name!r}"
    fields = set(record) - {"type"}
    missing = k.required - fields
    if missing:
        return f"{name}: missing {sorted(missing)}"
    extra = fields - k.required - k.optional
    if extra:
        return f"{name}: unlisted fields {sorted(extra)}"
    return None
