"""The Resolution: the immutable result every renderer reads, and the JSON ruling object
(contract, section 5) built from it."""

from __future__ import annotations

from collections.abc import Mapping
from operator import attrgetter

from judge.engine.characteristics import traits
from judge.engine.reasons import Fizzle, Rejection
from judge.engine.trace import Finding, Step
from judge.engine.words import Words
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

if TYPE_CHECKING:
    from judge.engine.answer import Fact
    from judge.engine.core import Core
    from judge.engine.resolver import Resolver
    from judge.model.state import GameObject, Player
    from judge.msg import Msg

SCHEMA = "judge.ruling/1"


def object_entry(r: Core, obj: GameObject) -> dict[str, Any]:
    """One object of `final.objects` (contract, section 5)."""
    entry: dict[str, Any] = {
        "card": obj.card.name, "owner": obj.owner, "controller": obj.controller,
        "zone": obj.zone, "damage": obj.damage, "exhausted": obj.exhausted,
    }
    if obj.face_down:
        entry["face_down"] = True
    if obj.held_by is not None:  # in another player's zone (FOW 302.6a-302.6b)
        entry["held_by"] = obj.held_by
    if obj.counters:
        entry["counters"] = dict(sorted(obj.counters.items()))
    if obj.attached_to:
        entry["attached_to"] = obj.attached_to
    if obj.zone == r.game.vocab.deck_zone:
        entry.update(deck_position(r, obj))
    # (traits() itself only where any could be: a register's 10,000 spent cards have none)
    current = traits(obj) if obj.card.traits or obj.traits_extra or obj.modifiers or \
        obj.continuous else ()
    if current:
        entry["traits"] = list(current)
    if obj.card.stats:
        entry["stats"] = {k: r.stat(obj, k) for k, _ in obj.card.stats}
    changed = changed_types(r, obj)
    if changed:
        entry["types"] = changed
    for key, value in obj.extra.items():
        # A key with a colon is a mark of judge's own, never a file's (`cost_paid:`,
        # `contract:left_as`): what the rules read of it is said by the steps and by the keys
        # a file can write; on the board it read "cost paid:: 1" of a card that paid 3 will.
        if ":" not in key and value is not None and value is not False and value != () and \
                value != []:
            entry[key] = list(value) if isinstance(value, tuple) else value
    entry.update(r.game.report.object_snapshot(r.state, obj))
    return entry


def changed_types(r: Core, obj: GameObject) -> list[str] | None:
    """The object's types where an effect made them other than its card's as the file or the
    library defines it (a regalia mobilized into a resonator until end of turn, FOW 1129.3; a
    J-ruler made by a Revolution Order): `final.objects`' `types`. None where they are the
    card's own: a file reads those in its `cards:`, and a register's 10,000 cards would each
    repeat theirs."""
    printed = r.scenario.cards.get(obj.card.name)
    if printed is None or obj.card is printed:
        return None
    now = obj.card.every_type()
    return list(now) if now != printed.every_type() else None


def deck_position(r: Core, obj: GameObject) -> dict[str, Any]:
    """Where a card is in its deck, an ordered zone listed top first (contract, section 2):
    counted from the top and from the bottom, as a ruling says it ("on top", "at the bottom" of
    the deck after a Predict or a "put it on the bottom")."""
    pile = r.state.ordered.get((obj.holder, obj.zone))
    if not pile or obj.id not in pile:
        return {}
    at = pile.index(obj.id)
    return {"position": {"from_top": at + 1, "from_bottom": len(pile) - at}}


def deck_spot(position: dict[str, Any]) -> str | int:
    """Where a card is in its deck (final.objects' `position`, or the part of it an expectation
    names) as a judge tells it: `only` (a deck of one), `top`, `bottom`, else its number from
    the top."""
    top, bottom = position.get("from_top"), position.get("from_bottom")
    if top == 1:
        return "only" if bottom == 1 else "top"
    return "bottom" if bottom == 1 else int(top or 0)


def deck_place(position: dict[str, Any]) -> Msg:
    """Where a card is in its deck, as a judge says it."""
    from judge.msg import Msg

    spot = deck_spot(position)
    if isinstance(spot, int):
        return Msg("card {n} from the top", n=spot)
    return {"only": Msg("the only card"), "top": Msg("on top")}.get(spot, Msg("at the bottom"))


def player_entry(r: Core, p: Player) -> dict[str, Any]:
    """One player of `final.players`: every resource, points and life (contract, section 5)."""
    pdata: dict[str, Any] = {res: p.resources.get(res, 0) for res in r.game.vocab.resources}
    pdata.update((k, v) for k, v in p.resources.items() if k not in pdata)
    for key, value in p.extra.items():
        pdata[key] = list(value) if isinstance(value, tuple) else value
    if p.lost:
        pdata["lost"] = True
    return pdata


def snapshot(r: Resolver, only: frozenset[str] | None = None) -> dict[str, Any]:
    """The state as plain data: `final` of the contract (also used for the starting board).
    `only`: the objects to give (what `judge test` compares), None for every object."""
    state, g = r.state, r.game
    objects = {obj.id: object_entry(r, obj) for obj in state.objects.values()
               if only is None or obj.id in only}
    players = {p.id: player_entry(r, p) for p in state.players.values()}
    turn: dict[str, Any] = {"player": state.turn_player, "phase": state.phase,
                            "number": state.turn_number}
    if state.step:
        turn["step"] = state.step
    final: dict[str, Any] = {
        "turn": turn, "priority": state.priority, "players": players, "objects": objects,
        "stack": [it.id for it in state.stack],
    }
    extra = g.report.state_snapshot(state)
    if extra:
        final["game"] = extra
    return final


def lead_board(r: Core, whole: frozenset[str]) -> dict[str, Any]:
    """What the answer reads of the starting board (engine/answer.py), for a ruling that keeps
    no copy of it (`judge resolve --json`), so that its answer is the one every view gives:
    each object's card and zone (the name it started with, whether it was drawn, whether a
    token is new, which cards an action names), the players and the objects in `whole`
    (answer.unwatched_subjects) whole, as `snapshot` gives them."""
    state = r.state
    found = state.objects.values()  # (by id) read at C speed: a register has 10,000
    places = dict(zip(state.objects, zip(map(_CARD_NAME, found), map(_ZONE, found),
                                         strict=True), strict=True))
    entries = {oid: object_entry(r, state.objects[oid]) for oid in whole if oid in places}
    return {"objects": StartingPlaces(places, entries),
            "players": {p.id: player_entry(r, p) for p in state.players.values()}}


_CARD_NAME, _ZONE = attrgetter("card.name"), attrgetter("zone")


class StartingPlaces(Mapping[str, "dict[str, Any]"]):
    """Each object's entry of the starting board as the answer reads it: its card and zone
    (kept as a pair, the entry made when read: a 10,000-item register's answer reads few of
    them, and a dictionary each cost ~1% of its whole process), or `whole` its whole entry."""

    def __init__(self, places: dict[str, tuple[str, str]], whole: dict[str, dict[str, Any]]
                 ) -> None:
        self.places, self.whole = places, whole

    def __getitem__(self, oid: str) -> dict[str, Any]:
        found = self.whole.get(oid)
        if found is not None:
            return found
        card, zone = self.places[oid]
        return {"card": card, "zone": zone}

    def __iter__(self) -> Iterator[str]:
        return iter(self.places)

    def __len__(self) -> int:
        return len(self.places)

    def __contains__(self, oid: object) -> bool:
        return oid in self.places


@dataclass(frozen=True, slots=True)
class Frozen:
    """The ruling's changing parts right after a step (Core.pass_then_stop)."""

    final: dict[str, Any]
    resolved: tuple[str, ...]
    fizzled: tuple[Fizzle, ...]
    rejected: tuple[Rejection, ...]
    winner: str | None
    outcome: str


@dataclass(frozen=True, slots=True)
class Resolution:
    game: str
    game_name: str
    rulebook_version: str
    edition: str
    title: str
    question: str | None
    file: str
    steps: tuple[Step, ...]
    findings: tuple[Finding, ...]
    resolved: tuple[str, ...]
    fizzled: tuple[Fizzle, ...]
    rejected: tuple[Rejection, ...]
    initial: dict[str, Any]  # the starting board; {} when the caller did not keep it
    final: dict[str, Any]
    winner: str | None
    outcome: str
    policies: dict[str, str]  # policies the ruling depended on -> option in force
    policy_ids: dict[str, str]  # policy key -> its rule id
    stack_word: str
    cancelled_word: str  # the game's word for an item an effect cancelled ("countered")
    truncated: bool
    #: Cards in the ruling whose file gives printed words (`text:`), which judge never reads.
    printed_text: tuple[str, ...] = ()
    #: The `decisions:` paths the resolution asked for (Core.decision): (key, part, ...).
    decisions_asked: frozenset[tuple[str, ...]] = frozenset()
    #: How the game's players say things (engine/words.py): every view's prose uses these.
    words: Words = Words()
    #: The game's board zones and parameterised zone prefixes (Vocabulary), for `place`.
    board_zones: tuple[str, ...] = ()
    zone_prefixes: tuple[str, ...] = ()
    #: Each scripted action in words (`alice plays Rush`), by its index.
    actions: tuple[str, ...] = ()
    #: The same, as messages (judge/msg.py) a renderer says in the user's language.
    actions_said: tuple[Msg, ...] = ()
    #: The answer to the question (engine/answer.py), the facts that open the ruling first;
    #: empty unless asked for (`resolve(..., answer=True)`).
    answer: tuple[Fact, ...] = ()
    #: The command line's what-if switches the ruling was made under (`--policy KEY=OPTION`,
    #: `--edition E`, `--decision ID.FIELD=VALUE`, `--cards FILE`), as typed.
    what_if: tuple[str, ...] = ()
    #: The teams of a game played in teams, each in turn order (empty otherwise): the answer
    #: says a team's win as the team's (RB 489.6.a).
    teams: tuple[tuple[str, ...], ...] = ()

    @property
    def cut_short(self) -> bool:
        """Whether the resolution ended before the rules finished it: `--steps N`, or one of
        judge's safety limits (a finding of kind `limit`)."""
        return self.truncated or any(f.kind == "limit" for f in self.findings)

    @classmethod
    def build(cls, r: Resolver, initial: dict[str, Any], actions: tuple[str, ...] = (),
              actions_said: tuple[Msg, ...] = ()) -> Resolution:
        sc, g, state = r.scenario, r.game, r.state
        # `--steps N` ended on a pass whose sequel began step N + 1: the ruling right after N
        now = r.frozen or Frozen(snapshot(r, r.final_objects), tuple(r.resolved), tuple(r.fizzled),
                                 tuple(r.rejected), state.winner, state.outcome)
        findings = tuple(r.trace.findings)
        if r.absent_rules:  # a rule the edition lacks gives way here too (Core.in_edition)
            now = replace(now, fizzled=tuple(replace(f, citations=r.in_edition(f.citations))
                                             for f in now.fizzled),
                          rejected=tuple(replace(x, citations=r.in_edition(x.citations))
                                         for x in now.rejected))
            findings = tuple(replace(f, citations=r.in_edition(f.citations)) for f in findings)
        return cls(
            game=g.id, game_name=g.name, rulebook_version=g.data.version, edition=state.edition,
            title=sc.title, question=sc.question, file=sc.file, steps=tuple(r.trace.steps),
            findings=findings, resolved=now.resolved,
            fizzled=now.fizzled, rejected=now.rejected, initial=initial,
            final=now.final, winner=now.winner, outcome=now.outcome,
            policies=dict(sorted(r.policies_used.items())),
            policy_ids={k: r.policy_id(k) for k in r.policies_used},
            stack_word=g.stack_word, cancelled_word=g.cancel_words[1], truncated=r.trace.full,
            printed_text=tuple(sorted({o.card.name for o in state.objects.values()
                                       if o.card.has_text})),
            decisions_asked=frozenset(r.decisions_asked), what_if=sc.what_if_labels,
            words=g.words, board_zones=g.vocab.board_zones, zone_prefixes=g.vocab.zone_prefixes,
            actions=actions, actions_said=actions_said,
            teams=tuple(dict.fromkeys(tuple(state.team(p)) for p in state.players
                                      if state.teams)),
        )

    # ----- the game's words, for every view ------------------------------------------------------
    def name(self, oid: str) -> str:
        """An object or item as prose names it: `Trader Male (trader)`."""
        obj = self.final["objects"].get(oid) or self.initial.get("objects", {}).get(oid)
        card = obj.get("card") if obj else None
        return f"{card} ({oid})" if card and card != oid else oid

    def team(self, player: str) -> tuple[str, ...]:
        """`player`'s team (`player` alone when nobody plays in teams)."""
        return next((t for t in self.teams if player in t), (player,))

    def card_name(self, oid: str) -> str:
        obj = self.final["objects"].get(oid) or self.initial.get("objects", {}).get(oid)
        return str(obj.get("card") or oid) if obj else oid

    def is_board(self, zone: str) -> bool:
        if zone in self.board_zones:
            return True
        prefix, sep, _ = zone.partition(":")
        if not sep:
            return False
        # As Vocabulary.is_board: the prefixes named among the board zones, else any prefix.
        named = [p for p in self.zone_prefixes if p in self.board_zones]
        return prefix in (named or self.zone_prefixes)

    def zone_name(self, zone: str, *, short: bool = False) -> str:
        """A zone in the game's words (`short`: a battlefield by its card name only)."""
        return self.words.zone(zone, self.card_name if short else self.name)

    def place(self, zone: str, owner: str | None = None) -> str:
        """Where something in `zone` is, in the game's words: `on the field`, `in bob's hand`."""
        return self.words.place(zone, owner, board=self.is_board(zone), name=self.name)

    def into(self, zone: str, owner: str | None = None) -> str:
        return self.words.into(zone, owner, board=self.is_board(zone), name=self.name)

    def place_said(self, zone: str, owner: str | None = None) -> Msg:
        """`place` as a message (judge/msg.py)."""
        return self.words.place_said(zone, owner, board=self.is_board(zone), name=self.name)

    def into_said(self, zone: str, owner: str | None = None) -> Msg:
        return self.words.into_said(zone, owner, board=self.is_board(zone), name=self.name)

    @property
    def citations(self) -> list[str]:
        """Every rule id cited anywhere in the ruling (its steps, what did not resolve or was
        rejected, its findings and policies, its answer's lead), in first-cited order."""
        seen: dict[str, None] = {}
        for step in self.steps:
            for c in step.citations:
                seen.setdefault(c, None)
        for cites in (*(f.citations for f in self.fizzled),
                      *(r.citations for r in self.rejected)):
            for c in cites:
                seen.setdefault(c, None)
        for f in self.findings:
            for c in f.citations:
                seen.setdefault(c, None)
        for pid in self.policy_ids.values():
            seen.setdefault(pid, None)
        # the rules the answer's lead cites ("fire resonators": FOW 209.5a, where the layers
        # applied a static ability and no step recorded it), listed with the rest
        for fact in self.answer:
            if fact.lead:
                for c in fact.citations:
                    seen.setdefault(c, None)
        return list(seen)

    def to_json(self, *, steps: Any = None, graph: Any = None) -> dict[str, Any]:
        """Exactly the contract's result object (plus documented extension keys). `steps`,
        `graph`: what stands for them instead of their records, when given (the `--json`
        ruling's writer, judge/render/jsondump.ruling_pieces, writes them as text directly)."""
        from judge.engine.graph import graph_data

        if steps is None:
            steps = self.steps_json()
        out = {
            "schema": SCHEMA,
            "game": self.game,
            "rulebook": {"id": self.game, "version": self.rulebook_version,
                         "edition": self.edition},
            "title": self.title,
            "question": self.question,
            "steps": steps,
            "resolved": list(self.resolved),
            "fizzled": [{"item": f.item, "outcome": f.outcome, "reason": f.text,
                         "citations": list(f.citations)} for f in self.fizzled],
            "rejected": [{"action": r.action, "reason": r.text, "citations": list(r.citations)}
                         for r in self.rejected],
            "final": self.final,
            "winner": self.winner,
            "outcome": self.outcome,
            "policies": [{"key": k, "id": self.policy_ids[k], "option": v}
                         for k, v in self.policies.items()],
            "findings": [{"kind": f.kind, "message": f.message, "citations": list(f.citations)}
                         for f in self.findings],
            "truncated": self.truncated,
            "answer": [f.to_json() for f in self.answer],
            "graph": graph_data(self) if graph is None else graph,
        }
        if self.what_if:
            out["what_if"] = list(self.what_if)
        return out

    def steps_json(self) -> list[dict[str, Any]]:
        """The steps' records in the ruling (judge/render/jsondump.write_steps writes the same
        text without them)."""
        steps = []
        for s in self.steps:
            entry: dict[str, Any] = {"index": s.index, "kind": str.__str__(s.kind)}
            if s.item is not None:
                entry["item"] = s.item
            if s.actor is not None:
                entry["actor"] = s.actor
            if s.action is not None:
                entry["action"] = s.action
            entry["summary"] = s.summary
            entry["citations"] = list(s.citations)
            if s.auto:
                entry["auto"] = True
            steps.append(entry)
        return steps
