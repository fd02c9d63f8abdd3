"""How Riftbound players say things (engine/words.py; docs/games/riftbound.md lists it): the Core
Rules' zone names, units *at* a battlefield, and cleanups."""

from __future__ import annotations

from judge.engine.words import Words

WORDS = Words(
    stack="chain",
    state_check="cleanup",
    zones={"main_deck": "Main Deck", "rune_deck": "Rune Deck", "champion_zone": "Champion Zone",
           "legend_zone": "Legend Zone", "battlefield": "{name}",
           "facedown": "facedown zone of {name}"},
    places={"base": "in {owner}'s base", "battlefield": "at {name}",
            "facedown": "face down at {name}", "legend_zone": "in {owner}'s Legend Zone",
            "banishment": "banished"},
    # RB 455: a recall sends a permanent back to its base (not a move)
    arrivals={"base": "recalled"},
    stats={"might": "Might"},
    # RB 428: a kill instruction; RB: a spell is countered
    instructions={"destroy": "kill", "cancel": "counter"},
    destroyed_at=("{object} is killed at step {step}", "it is killed at step {step}"),
    # RB 134.2: a domain's name is written with a capital (Fury, Calm, ...); a player's pool of
    # one is Power of that domain (RB 163.2.a): "1 Fury Power", never "1 fury".
    resources={"energy": "Energy", "power": "Power", "xp": "XP", "points:one": "point",
               "fury": "Fury Power", "calm": "Calm Power", "mind": "Mind Power",
               "body": "Body Power", "chaos": "Chaos Power", "order": "Order Power"},
    keys={"hidden_turn": "hidden on turn", "contested_by": "contested by",
          "chain_origin": "chain opened by", "victory_score": "victory score", "lost": "lost",
          "used_this_turn": "used this turn", "marked_by": "damage marked by",
          # RB 441.2, RB 708: the states are written with a capital, as a keyword is
          "empowered": "Empowered", "mighty": "Mighty"},
    phases={"beginning_step": "Beginning Step", "scoring_step": "Scoring Step",
            "ending_step": "Ending Step", "expiration_step": "Expiration Step"},
    verbs={"move": "{player} moves units", "hide": "{player} hides a card",
           "assign": "{player} assigns combat damage", "concede": "{player} concedes"},
    # What a question asks about an object's field with, in Riftbound's words
    asked={"zone": r"trash", "stats": r"might", "designation": r"attackers?|defenders?"},
    action_asked={"move": r"\bmov\w*", "hide": r"\bhid\w*",
                  "assign": r"\bassign\w*|\bput\b[^?]*\bdamage\b"},
    # RB 436: Predict, a player's own doing (Vision's, RB 817.1.b), as vision.py's steps say it
    # "Does she burn out?": the step of her Burn Out (RB 431.1), whichever way it came about
    player_verbs={"predict": "{player} predicts",
                  "burn out": ("{player} must draw from an empty Main Deck: Burn Out",
                               "{player} must put more cards out of the Main Deck than it "
                               "holds: Burn Out")},
    # RB 468: a player scores a point ("Does Alice score?" asks of her points)
    resource_verbs={"points": r"\bscor(?:e|es|ed|ing)\b"},
    # RB 469: the two ways to score (conquer, hold); "Nobody scores" where neither happened
    resource_rules={"points": "RB 469"},
    facts={"focus": "{value} holds focus", "focus:none": "nobody holds focus",
           "state": "the game is in the {value} state",
           # RB 308-309: the four states, as the rules name them
           "state:neutral-open": "the game is in the Neutral Open state",
           "state:neutral-closed": "the game is in the Neutral Closed state",
           "state:showdown-open": "the game is in the Showdown Open state",
           "state:showdown-closed": "the game is in the Showdown Closed state",
           "control": "{value} controls {key}", "control:none": "{key} is uncontrolled",
           "contested": "{key} is contested by {value}", "contested:none": "{key} is not "
           "contested", "staged": "a {value} is staged at {key}",
           "staged:none": "nothing is staged at {key}",
           "scored": "{key} has scored {value} this turn",
           "showdown:none": "no showdown is in progress",
           "showdown": "a showdown is in progress at {at}, {focus} holding focus",
           "showdown:combat": "a combat is in progress at {at}, {attacker} attacking and "
           "{defender} defending, {focus} holding focus",
           "control:empty": "no battlefield is controlled",
           "contested:empty": "no battlefield is contested",
           "staged:empty": "nothing is staged", "scored:empty": "nobody has scored this turn",
           "focus:empty": "nobody holds focus",
           # RB 466.3: each combat's result, as the rules say it
           "combats:attacker-won": "{winner}, attacking, wins the combat at {at}",
           "combats:defender-won": "{winner}, defending, wins the combat at {at}",
           "combats:no-result": "the combat at {at} has no result",
           "combats:empty": "no combat has ended",
           # RB 471.1: each score this turn, by how it came (a point replaced or refused
           # scores none: RB 471.1.b.1)
           "scores:conquer": "{player} conquers {battlefield} and scores a point",
           "scores:conquer:no-point": "{player} conquers {battlefield} but scores no point",
           "scores:hold": "{player} holds {battlefield} and scores a point",
           "scores:hold:no-point": "{player} holds {battlefield} but scores no point",
           "scores:empty": "nobody has scored"},
)
