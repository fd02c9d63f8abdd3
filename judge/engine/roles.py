"""Rule roles: how the game-agnostic engine cites a game's rules.

The engine knows nothing of any one game, yet its generic checks (priority, costs, targets ...)
must cite the rule that applies. It cites a *role*; each game maps every role to a rule id of its
own rulebook (`Rulebook.roles`). A test checks that each game maps every role and that every id
exists in that game's rulebook data.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from enum import StrEnum
else:  # the same behaviour judge uses, cheaper to create (judge/enums.py)
    from judge.enums import StrEnum


class Role(StrEnum):
    PRIORITY = "priority"  # only the player with priority may act
    COST = "cost"  # a cost must be paid in full when the card / ability is put on the stack
    EXHAUST_COST = "exhaust_cost"  # an exhaust (rest) cost needs a ready object
    TARGETS = "targets"  # targets are chosen when put on the stack and must be legal then
    TARGET_RECHECK = "target_recheck"  # targets are checked again when it resolves
    CONTROL = "control"  # you may activate abilities only of objects you control
    PLAY_ZONE = "play_zone"  # cards are played from the hand unless something says otherwise
    LETHAL = "lethal"  # an object with damage at least its toughness stat is destroyed
    PREVENT = "prevent"  # prevention: damage that would be dealt is not dealt
    CANCEL = "cancel"  # cancel / counter: leaves the stack without resolving
    STACK_ORDER = "stack_order"  # the newest item resolves first
    CARD_DESTINATION = "card_destination"  # where a resolved or failed non-permanent card goes
    # where a destroyed card goes (its owner's graveyard: FOW 1010.1), cited where the question
    # asks where, or whose zone, a destroyed card ends in
    DESTROYED_DESTINATION = "destroyed_destination"
    ENTERS_BOARD = "enters_board"  # a permanent card enters the board when it resolves
    DRAW = "draw"  # drawing takes the top card of the deck
    #: drawing several cards is drawing one at a time, each a draw of its own: a "whenever
    #: you draw a card" ability triggers for each
    DRAW_EACH = "draw_each"
    #: the turn player's draw the turn's own rules make (FOW 502.4): "draw for the turn"
    TURN_DRAW = "turn_draw"
    LOOP = "loop"  # what happens when mandatory actions would repeat forever
    #: a loop one player can stop is done as many times as that player says (FOW 1301.1a):
    #: cited where they decline the "you may" that kept it going, so the game goes on
    LOOP_STOPPED = "loop_stopped"
    TRIGGER = "trigger"  # triggered abilities go on the stack when their condition is met
    ABILITY_SOURCE = "ability_source"  # an ability resolves even if its source left play
    RESOURCE = "resource"  # resource abilities take effect at once
    MODES = "modes"  # modes and additional costs are chosen when put on the stack
    # ----- optional: a game maps these only if its rules have them (Rulebook.cite_optional) ---
    TURN = "turn"  # the turn's structure: its phases in order, a new turn after the last
    PLAY = "play"  # playing a card puts it on the stack
    ACTIVATE = "activate"  # activating an ability puts it on the stack
    RESPONSE = "response"  # something put on a non-empty stack responds to what is below it
    ABILITY_RESOLVES = "ability_resolves"  # what resolving an ability does
    CONDITION = "condition"  # an instruction whose condition is not met is not carried out
    TRIGGER_CONDITION = "trigger_condition"  # an "if" right after a trigger condition is part
    #                                          of it: checked as it would trigger, not after
    STATIC_CONDITION = "static_condition"  # a static ability with a condition applies only
    #                                        while it holds
    REFERENT = "referent"  # what an instruction refers to (its Might, its controller, here) is
    #                        read as the instruction is carried out
    DURATION_OVER = "duration_over"  # an effect lasting until its source leaves the board ends
    #                                  as it leaves, and is never made if it has left already
    TRIGGER_REFERENT = "trigger_referent"  # what a triggered ability takes from its trigger
    #                                        condition ("that battlefield") is taken as it triggers
    REPLACING_AS_IT_LEAVES = "replacing_as_it_leaves"  # an object leaving with others still
    #                                                    replaces their events (RB 370.4)
    PLACE_KEPT = "place_kept"  # a place's holder (a game-state entry by place, the places of
    #                            a game event: EventDecl.places) keeps it as long as the game's
    #                            rule says, with nothing to change it (RB 190.4.a: while they
    #                            have units there)
    NULL_INFO = "null_info"  # what an instruction reads from a target no longer legal is null:
    #                          the calculation using it is ignored (RB 359.3.e.12)
    LINKED = "linked"  # an instruction about what a skipped instruction did is skipped too
    LINKED_REPLACED = "linked_replaced"  # one about what a *replaced* instruction did: happens?
    REPLACEMENT = "replacement"  # a replacement effect: the event does not happen, another does
    REPLACEMENT_ORDER = "replacement_order"  # who orders several replacements of one event
    #: ... of an event of a player (a draw, a score): that player orders them (RB 372.1)
    REPLACEMENT_ORDER_PLAYER = "replacement_order_player"
    REPLACEMENT_ONCE = "replacement_once"  # one applies once to an event, and not to what
    #                                        replaced it
    REPLACED_DEATH = "replaced_death"  # a replaced death is no death: its own death triggers
    #                                    do not trigger
    LEFT_WITHOUT_DYING = "left_without_dying"  # sent from the board elsewhere than by dying
    #                                            (to a hand, a deck): own death triggers do not
    #                                            trigger
    REPLACED_EVENT = "replaced_event"  # a replaced event never happens: what waits for it
    #                                    does not trigger
    SKIPPED_PHASE = "skipped_phase"  # a phase or step replaced is skipped: none of its
    #                                  procedure happens, the turn goes on to the next
    REPLACED_COST = "replaced_cost"  # a part of a cost a replacement replaced still counts as
    #                                  paid
    RESTRICTION = "restriction"  # a prohibition beats a permission ("can't beats can")
    COST_CHANGE = "cost_change"  # increases, then reductions, fix the actual cost
    FREE_PLAY = "free_play"  # played without paying its cost (X is 0)
    #: played ignoring its cost, it still pays its additional costs and cost increases
    FREE_PLAY_ADDED = "free_play_added"
    #: played without paying one part of its cost (`free: energy | power`): the other is paid
    FREE_PART = "free_part"
    #: played without paying any and all of its costs (`free: all`): additional costs too
    FREE_ALL = "free_all"
    TRIGGER_COST = "trigger_cost"  # a triggered ability's cost: paid as it goes on the stack
    CHOOSE_X = "choose_x"  # X is chosen as it is played
    FREE_X = "free_x"  # played without paying its cost, with nothing setting X: X is 0
    TRIGGER_COST_DECLINED = "trigger_cost_declined"  # its cost refused: it never joins the stack
    #: a trigger removed for its cost left unpaid was not countered (RB 404.2.a)
    UNPAID_NOT_COUNTERED = "unpaid_not_countered"
    TARGET_KIND = "target_kind"  # a target must be of the kind the card or ability asks for
    #: an item that has left the stack (resolved, failed) can no longer be answered or targeted
    ITEM_LEFT = "item_left"
    ADDITIONAL_COST = "additional_cost"  # sacrifices, discards, choices paid as it is played
    IMPOSSIBLE_REPLACEMENT = "impossible_replacement"  # replaced by what cannot happen
    TRIGGER_ORDER = "trigger_order"  # each player orders their own simultaneous triggers
    PERMISSION = "permission"  # card text lets it be played where or when the rules would not
    TOKEN = "token"  # an effect creates tokens, controlled by its controller
    TOKEN_CEASES = "token_ceases"  # a token off the board ceases to exist
    #: a card put at the bottom of a deck: the deck keeps its order (a later draw reads it)
    DECK_BOTTOM = "deck_bottom"
    COPY = "copy"  # a copy on the stack is not played and ceases to exist when it leaves
    PLAY_NOW = "play_now"  # an effect plays a card (or a copy) at once, whatever the timing
    GAIN_CONTROL = "gain_control"  # a control change covers what it named as it resolved
    PLAYED_BEFORE = "played_before"  # a restriction on playing a card, made while it waits on
    #                                  the stack, does not undo its play: checked as it was played
    READ_ON_EXECUTION = "read_on_execution"  # conditions and amounts are read as it is carried out
    AMOUNT_READ = "amount_read"  # an amount ("equal to its ATK") is read as it is carried out
    #: a condition on the board ("if it is exhausted") is read as it is carried out, not one
    #: on what the item itself did ("if its cost was paid": its own rule decides that)
    CONDITION_READ = "condition_read"
    GROUP_EFFECT = "group_effect"  # an effect over "every X" covers X that arrive later
    ARRIVES_WITH = "arrives_with"  # an object arriving where a continuous effect applies to it
    #                                arrives with it applied
    LAYERS = "layers"  # trait changes apply before stat changes, whatever their timestamps
    TIMESTAMP = "timestamp"  # changes of one kind apply in timestamp order
    DEPENDENCY = "dependency"  # an effect whose applying changes another's applies before it
    LOSES_ABILITIES = "loses_abilities"  # an effect takes an object's abilities away
    GRANT_ENDED = "grant_ended"  # a granted ability whose duration ends is not lost
    LAYERS_AGAIN = "layers_again"  # the layers apply again with a static ability a pass granted
    STATIC_ZONE = "static_zone"  # a static ability applies only while its object is where it works
    STATIC_ABILITY = "static_ability"  # a static ability applies its effect while it is active
    #: a value named for a card's own cost as it was played, kept by the object it became and
    #: read by its static ability ("Followers of the named job": VW REG.14.a, engine/named.py)
    NAMED_KEPT = "named_kept"
    AS_LONG_AS = "as_long_as"  # an ability's "as long as" effect whose condition fails is not made
    ONE_DOUBLING = "one_doubling"  # only one doubling applies to one event
    DAMAGE_INCREASES_FIRST = "damage_increases_first"  # increases first, then prevention
    NO_RESPONSE = "no_response"  # "cannot be responded to": nothing goes on the stack above it
    ABILITY_CONDITION = "ability_condition"  # a triggered or activated ability with a condition
    #                                          (`while:`) works only while it holds
    ACTIVATION_CONDITION = "activation_condition"  # "use this ability only while ...": an
    #                      activated ability's condition with no rule of its own must hold to
    #                      activate it
    ABILITY_CONDITION_LOST = "ability_condition_lost"  # an activated ability already on the
    #                      stack resolves though its condition (`while:`) stopped holding
    GRANTED = "granted"  # an ability an effect grants an object is the object's own while the
    #                      effect applies (engine/granted.py)
    COMBAT_ENDS = "combat_ends"  # a combat (battle) ends: nothing is in it any more, what lasted
    #                              it has ended (what "after the combat" asks of: moments.py)
    # ----- the rule that decides each kind of step (optional; the general role otherwise) ----
    PASS = "pass"  # a pass that does not end the round hands priority to the next player
    ALL_PASSED = "all_passed"  # every player passed in a row: the stack resolves
    PASS_EMPTY = "pass_empty"  # every player passed on an empty stack: the game moves on
    PRIORITY_AFTER_RESOLVE = "priority_after_resolve"  # who gets priority once an item resolved
    SACRIFICE = "sacrifice"  # putting your own object into the graveyard as a cost (the game's
    #                          word: kill, banish, sacrifice)
    TARGET_SELF = "target_self"  # a card or ability cannot target itself
    TARGET_GONE = "target_gone"  # a target that changed zones is a new object: no longer legal
    #: a target that left the board and came back onto it is a new object, not the one chosen,
    #: though it meets the target's requirements again (where a game has a rule saying so)
    TARGET_CAME_BACK = "target_came_back"
    #: a target that became untargetable by its item after being chosen is mistargeted: the
    #: item skips what it would have done to it (where a game has a rule saying so)
    TARGET_MADE_UNTARGETABLE = "target_made_untargetable"
    #: a target that stopped meeting its requirements while its item waited and meets them
    #: again as it resolves is legal (where a game has a rule saying so)
    TARGET_LEGAL_AGAIN = "target_legal_again"
    #: an ability's source that changed zones since it was used is a new object its "this
    #: card" no longer names (where a game has its own rule for it; TARGET_GONE otherwise)
    SOURCE_GONE = "source_gone"
    COST_UNPAID = "cost_unpaid"  # a cost (any part of it) that cannot be paid: it is not played
    EXTRA_RESOURCES_UNPAID = "extra_resources_unpaid"  # resources refused include those of an
    #                          additional cost ("pay X gold. If so ..."), paid with the cost
    COST_INCREASE = "cost_increase"  # increases and additional costs are added to the cost
    COST_REDUCTION = "cost_reduction"  # then reductions are taken off it
    PREVENT_ALL = "prevent_all"  # a prevention without an amount stops all the damage
    PREVENT_APPLY = "prevent_apply"  # a prevention with an amount lowers damage being dealt
    #: what a prevention with an amount prevented is taken off it: what is left covers the
    #: next damage, and none left ends it
    PREVENT_VALUE_LOWERED = "prevent_value_lowered"
    #: a discard paid as a cost needs the cards in hand: without them it cannot be paid
    DISCARD_COST = "discard_cost"
    #: a player's maximum hand size, the rule of the end-of-turn step that keeps (or discards
    #: down to) it: "Does Alice discard at the end of her turn?" of seven cards is No by it
    HAND_SIZE = "hand_size"
    #: an instruction to play something finds nothing it may play: it does nothing, and the
    #: rest of the effect goes on
    PLAY_NOTHING = "play_nothing"
    #: a card none of whose instructions can be carried out is still played and resolves,
    #: doing nothing
    NOTHING_DONE = "nothing_done"
    #: an instruction every target of which is illegal as its item resolves is not carried out
    INSTRUCTION_TARGETS_GONE = "instruction_targets_gone"
    #: an instruction to play a card of a kind (a type or quality) from among cards the other
    #: players cannot see (a hand, a deck) may be declined though it has no "may"; declined, it
    #: is treated as impossible
    PLAY_HIDDEN_DECLINED = "play_hidden_declined"
    TRIGGER_DECLINED = "trigger_declined"  # an optional ("you may") trigger its player declines
    #: a "you may" triggered ability: its controller accepts or declines it as it is put on the
    #: chain (RB 402.1)
    TRIGGER_OPTIONAL = "trigger_optional"
    #: any other, with legal choices, must be played with them: no refusing (RB 402.4.b)
    TRIGGER_MUST_CHOOSE = "trigger_must_choose"
    TRIGGER_NO_TARGET = "trigger_no_target"  # a trigger with no legal target is removed
    #: an activated ability with no legal choice at all for a target cannot be activated
    ACTIVATE_NO_TARGET = "activate_no_target"
    REQUIREMENTS = "requirements"  # a card's requirements were checked as it was played
    #: a triggered ability whose instructions carry an "if" of their own: that "if" is part of
    #: its effect, read as it resolves (not the trigger condition)
    TRIGGER_EFFECT_CONDITION = "trigger_effect_condition"
    #: a cost that puts an object into the graveyard, discards or chooses: paid in the cost
    #: step like resources (RB 357.2: non-standard costs)
    OTHER_COSTS = "other_costs"
    GROUP_TARGETS = "group_targets"  # a group of targets chosen together must meet its limit
    GROUP_RECHECK = "group_recheck"  # a group no longer meeting it: its controller keeps a subset
    GROUP_NONE = "group_none"  # "any number" may be zero: played without targets
    GROUP_COUNT = "group_count"  # no more objects in a group than its limit read as it is chosen
    COMPONENT_DISCOUNT = "component_discount"  # a reduction of one component comes first
    #: which additional costs are optional (chosen by the player): a reduction of only those
    #: (`cost_change` with `component: optional`) needs the game to have them
    OPTIONAL_ADDITIONAL_COST = "optional_additional_cost"
    #: an effect created a delayed triggered ability ("this turn, when ...": engine/delayed.py)
    DELAYED_TRIGGER = "delayed_trigger"
    #: a delayed trigger triggers whether or not what created it is still on the board
    DELAYED_INDEPENDENT = "delayed_independent"
    #: a delayed ability works only in its window: it ends with the effects of its duration
    DELAYED_WINDOW = "delayed_window"
    DISCOUNT_MINIMUM = "discount_minimum"  # a reduction's own minimum binds only that one
    COST_FLOOR = "cost_floor"  # a reduction larger than what is left takes it to 0, no lower
    #: "an opponent" with several opponents names the one its controller chose as it was played
    OPPONENT_CHOSEN = "opponent_chosen"
    #: what the text picks by itself (the event's object, every object fitting a description)
    #: is no target: a "can't be targeted" does not keep it out (RB 355.10.d.1)
    NOT_A_TARGET = "not_a_target"
    #: ... where the description only narrows a target the item chose ("kill all units at a
    #: battlefield": the battlefield is the target, no unit is; RB 355.10.b); unmapped:
    #: NOT_A_TARGET's rule is cited
    NOT_A_TARGET_WITHIN_TARGET = "not_a_target_within_target"
    #: an object without the game's toughness stat is dealt no damage (FOW 1007.4)
    NO_TOUGHNESS = "no_toughness"
    #: abilities are of kinds (activated, triggered): "target triggered ability" names only one
    ABILITY_KIND = "ability_kind"
    #: "a <type> ability" is an ability whose source is a card of that type (FOW 901.1e)
    ABILITY_OF_TYPE = "ability_of_type"
    #: "your damage" is the damage a player marked, the player responsible for its deal
    #: (RB 142.3.b: "your damage can't be prevented")
    YOUR_DAMAGE = "your_damage"
    #: a card's static ability works only while it is on the board: "damage I deal can't be
    #: prevented" of a unit in the trash does not stop a prevention (RB 365.1)
    STATIC_OFF_BOARD = "static_off_board"
    #: an ability's damage is dealt by the card that made the ability as well (RB 417.6.b.2.a)
    ABILITY_DAMAGE_SOURCE = "ability_damage_source"
    #: damage that "becomes" a number instead is a new amount, not a prevention (FOW 1018.2)
    DAMAGE_BECOMES = "damage_becomes"
    #: "the n-th damage this turn" counts the events that would have happened (FOW 910.2g)
    WOULD_BE_EVENTS = "would_be_events"
    #: an object that becomes a copy of a card is the same object with that card's information
    BECOME_COPY = "become_copy"
    #: a card that "becomes" a type, race or trait loses its own; one that "gains" one keeps it
    BECOMES_TRAIT = "becomes_trait"
    #: a card that "gains" [+A/+B] has its ATK changed by A and its DEF by B (FOW 1020.3)
    GAINS_STATS = "gains_stats"
    #: a copy takes only the game's copyable traits: the others stay its own (RB 477.1.b.1.a)
    COPY_OWN_TRAITS = "copy_own_traits"
    #: a copy of an object that became a copy takes what it became (RB 477.1.b.1.b)
    COPY_OF_A_COPY = "copy_of_a_copy"
    #: a played copy goes to no zone as it leaves the stack (RB HP.22); unmapped: the card's
    #: destination is cited
    PLAYED_COPY_GONE = "played_copy_gone"
    #: a copy an effect tells a player to play that cannot be played (a restriction, no legal
    #: target) is not played and ceases to exist (FOW 1017.6d); unmapped: nothing more is cited
    COPY_NOT_PLAYABLE = "copy_not_playable"
    #: an effect makes a copy of a card where the card is and plays the copy, not the card
    #: (FOW 1017.6); unmapped: Role.COPY's rule is cited
    PLAYED_COPY = "played_copy"
    #: a played copy of a permanent (a unit, a gear) that goes to no zone as it leaves the stack
    #: (RB HP.23 `ceases`); unmapped: PLAYED_COPY_GONE's rule is cited
    PLAYED_PERMANENT_COPY_GONE = "played_permanent_copy_gone"
    #: a card put into a zone the effect does not give a player for goes to its owner's (FOW 302.5)
    OWNER_ZONE = "owner_zone"
    #: a card left as it was (rested again) did not "become" that (FOW 104.3)
    SAME_STATE = "same_state"
    #: a card readied that was ready already did not "become" ready (RB 415.1.c); unmapped:
    #: SAME_STATE's rule is cited
    SAME_STATE_READY = "same_state_ready"
    #: each time a trigger condition is met the ability triggers once more (FOW 906.4)
    TRIGGER_COUNT = "trigger_count"
    #: a status automatic ability (`when: {state: ...}`) triggers as its state comes to hold,
    #: not while it is already triggered or on the stack (FOW 906.9a); a game that does not
    #: map it has no such ability, and `state:` is an error there
    STATUS_TRIGGER = "status_trigger"
    #: damage "for each" of something is one amount, dealt at once (FOW 1007.3a)
    DAMAGE_FOR_EACH = "damage_for_each"
    #: damage a spell or an ability deals to a player lowers their life by that much (FOW
    #: 1007.2): the rule of a player's life the damage lowered, not the chase's that resolved it
    PLAYER_DAMAGE = "player_damage"
    #: after any action other than a pass the same player keeps priority (FOW 605.1a): who
    #: holds it after they played or did something, where nothing else gave it since
    KEEPS_PRIORITY = "keeps_priority"
    #: a card's own ability reads its stats as they were when it left the board (FOW 911.1);
    #: a game that does not map it reads the card where it is now
    LAST_KNOWN = "last_known"
    #: what an item's own earlier instruction moved off the board ("that unit", a `that` label)
    #: is read as it was there (RB 359.3.e.13); a game that does not map it reads it where it is
    MOVED_LOOK_BACK = "moved_look_back"
    #: an effect that moves a card still follows that card where it put it (FOW 302.3a): a
    #: later instruction of the same item naming a target the item moved acts on the moved
    #: card; a game that does not map it does not follow a target there (exit 3)
    MOVER_TRACKS = "mover_tracks"
    #: a trigger on a card leaving or entering the board reads it as it is (was) there, with what
    #: effects there give it (FOW 906.7b); a game that does not map it reads a card that left
    #: where it went
    SEEN_ON_THE_BOARD = "seen_on_the_board"
    #: effects on an object do not follow it to another zone, where it is a new object
    EFFECTS_LEFT_BEHIND = "effects_left_behind"
    #: an object leaving the board loses its counters (a buff too: RB 705, RB 748)
    COUNTERS_LEFT_BEHIND = "counters_left_behind"
    #: of several cards moved together, those that can move do, when one cannot (FOW 302.8)
    GROUP_MOVE = "group_move"
    #: a copy of a spell on the stack keeps its X, mode and targets (FOW 1017.3d)
    COPY_KEEPS = "copy_keeps"
    #: an ability stays its controller's when its source changes controller (RB 191.4.b)
    ABILITY_CONTROL_FIXED = "ability_control_fixed"
    #: a control change of an object does not change the control of what is attached to it,
    #: nor the reverse (RB 718.5.f)
    ATTACHED_CONTROL_APART = "attached_control_apart"
    #: a countered card was never played: what triggers on a card's play does not trigger
    #: (RB 419.4.a.1)
    UNPLAYED_NOT_SEEN = "unplayed_not_seen"
    #: a card an effect puts onto the board is not played: what triggers on a card's play does
    #: not see it (FOW 1041.1)
    PUT_NOT_PLAYED = "put_not_played"
    #: a spell whose control changed on the stack is its new controller's: it resolves as
    #: theirs (RB 191.2)
    SPELL_CONTROL = "spell_control"
    #: the player who plays a card controls it (RB 191.1): its controller, as at the start,
    #: is anew that of whoever played it again
    PLAYED_CONTROL = "played_control"
    #: an ability on the stack whose control an effect gained is its new controller's: its
    #: "you", "enemy" and "friendly" are judged against them as it resolves (RB 359.3.f.4);
    #: unmapped: gaining control of an ability is exit 3
    ABILITY_TAKEN = "ability_taken"
    #: a control change "for as long as" a condition holds ends the first time it does not (RB
    #: 390.4: the effect states its window of time)
    CONTROL_WHILE = "control_while"
    #: a triggered ability a static ability makes trigger an additional time: each trigger is
    #: its own pending item (RB 808.1.d.2)
    TRIGGER_AGAIN = "trigger_again"
    #: an object an effect destroys has its triggers on its own death pending before it moves
    #: (RB 428.1.a.1.b): what enters or changes afterwards cannot make them trigger again
    OWN_DEATH_TRIGGER = "own_death_trigger"
    #: a cost may not be paid in a way that must make the play illegal later while another way
    #: exists: the object sacrificed may not be one of its own targets (RB 357.3)
    COST_DOOMS_TARGET = "cost_dooms_target"
    #: a triggered ability's "you may" after the start of its effect is decided as it resolves,
    #: the ability on the chain all the same (RB 383.3.a.3)
    MAY_AS_IT_RESOLVES = "may_as_it_resolves"
    #: "the [Nth] time ... each turn" triggers only on the Nth time its condition is met
    NTH_TIME = "nth_time"
    #: ... and met several times at once by one game action, it triggers once
    NTH_AT_ONCE = "nth_at_once"
    #: "once each turn" / "N times each turn": a triggered ability is performed at most that
    #: many times a turn, and met again once used up it does not trigger (engine/limited.py)
    LIMITED_USE = "limited_use"
    #: ... a "you may" one: its controller chooses to perform it as it finalizes
    LIMITED_USE_CHOSEN = "limited_use_chosen"
    #: ... declined then, it has not been performed and can be later that turn
    LIMITED_USE_DECLINED = "limited_use_declined"
    #: "once each turn" / "N times each turn" on an activated ability: its controller may
    #: activate it at most that many times a turn, each activation a use however it ends
    LIMITED_ACTIVATION = "limited_activation"
    #: "once each turn" / "N times each turn" on a replacement: it applies to at most that many
    #: events a turn, and once used up not to later ones that turn
    LIMITED_REPLACEMENT = "limited_replacement"
    #: "you may ... instead": its controller decides for each event whether it applies
    #: a side's combat damage is the total of its attacking (defending) units: each one, ready
    #: or exhausted, deals its part of it
    ATTACKERS_TOTAL = "attackers_total"
    DEFENDERS_TOTAL = "defenders_total"
    #: a unit that adds nothing to its side's combat damage (stunned): what it would have added
    #: is not dealt, so a side whose every unit adds nothing deals no combat damage at all
    ADDS_NO_MIGHT = "adds_no_might"
    OPTIONAL_REPLACEMENT = "optional_replacement"
    #: ... declined for an event, it was not applied (a limited one keeps its use)
    OPTIONAL_REPLACEMENT_DECLINED = "optional_replacement_declined"
    #: an ability that names the player whose event it is as its chooser is that player's
    EVENT_PLAYER_CONTROLS = "event_player_controls"
    #: what is put on a non-empty stack goes on top of it, above what it answers (VW REG.15.a:
    #: an answer to what waits in the register); unmapped: the stack's
    #: order (Role.STACK_ORDER) tells why an item is above another
    STACK_TOP = "stack_top"
    #: a copy of an item is not made once the item has left the stack (FOW 1017.4)
    COPY_GONE = "copy_gone"
    #: a bonus from the object's own state (FoW's "+A/+B" counters) applies after a change
    #: that sets the stat, whatever their order (FOW 909.1h)
    STAT_BONUS_LAST = "stat_bonus_last"
    #: "you" in an object's abilities is whoever controls it now, so a control change moves
    #: what its static abilities cover (FOW 105.3)
    YOU_IS_CONTROLLER = "you_is_controller"
    #: an ability is controlled by whoever controls its object, after a control change too
    #: (FOW 105.3b)
    ABILITY_OF_CONTROLLER = "ability_of_controller"
    #: an event replaced by one of the same kind keeps its source: will produced instead is
    #: still produced by what would have produced it (FOW 910.2f)
    SAME_SOURCE = "same_source"
    #: an item on the stack has done nothing yet: its effect waits until it resolves (VW
    #: REG.1.c), so what it would do is not done while it waits
    ITEM_WAITS = "item_waits"
    #: a card moved off the stack as its item resolves (by its own instructions too) stops
    #: carrying out the rest of them (RB 359.3.e.15)
    LEFT_STACK_STOPS = "left_stack_stops"
    #: an ability that triggers on its own source dying reads that source as it was noted on
    #: dying, its stats then (RB 808.1.d.3), where the game reads nothing else so
    DEATH_NOTED = "death_noted"
    #: an increase of activation costs does not reach a resource ability (FOW 907.7): cited
    #: where one would have covered it
    TAX_SKIPS_RESOURCE = "tax_skips_resource"
    #: "double the damage": the damage each recipient would be dealt, once a source's damage
    #: has been divided among them, is multiplied by 2 (FOW 910.2c)
    DOUBLING = "doubling"
    #: a swap finds the difference of two values, then raises the lower and lowers the higher
    #: by it, as two separate changes (RB 433.1.a-b)
    SWAP = "swap"
    #: a swap of two equal values does nothing (RB 433.1.c)
    SWAP_EQUAL = "swap_equal"
    #: one half of a swap replaced leaves the other as it was found: they are two separate
    #: changes, not recalculated (RB 433.1.a)
    SWAP_SEPARATE = "swap_separate"
    #: a trigger on a discard is carried out once the discard has happened (RB 422.1.b)
    DISCARD_WATCHED = "discard_watched"


#: Roles whose rules say only what kind of step it was, cited on every step of that kind:
#: an item resolved as the newest on the stack and its card went where such cards go; a card
#: was played or an ability activated, with its modes and targets (checked again as it
#: resolves), paying its cost, by the player with priority, who passed it (a game names its
#: own such rules besides: Rulebook.frame_rules). An answer cites them after the rules that
#: decided the step (answer.py: _Facts.rules): a judge reads the lead's citation aloud, and
#: "the newest item resolves first" does not say why it did what it did. A rule a game also
#: maps to another role (VW REG.13.b: the cost, and a cost unpaid) is not only the frame.
FRAME_ROLES = frozenset({Role.STACK_ORDER, Role.CARD_DESTINATION, Role.PLAY, Role.ACTIVATE,
                         Role.MODES, Role.TARGETS, Role.COST, Role.PLAY_ZONE,
                         Role.ABILITY_RESOLVES, Role.ENTERS_BOARD, Role.PRIORITY, Role.PASS,
                         Role.ALL_PASSED, Role.PASS_EMPTY, Role.PRIORITY_AFTER_RESOLVE,
                         Role.TARGET_RECHECK, Role.KEEPS_PRIORITY})


#: Roles a game may leave unmapped: they are cited only by games whose rules have them.
OPTIONAL_ROLES = frozenset({Role.ATTACKERS_TOTAL, Role.DEFENDERS_TOTAL, Role.ADDS_NO_MIGHT,
                            Role.DESTROYED_DESTINATION,
                            Role.TURN, Role.PLAY, Role.ACTIVATE, Role.RESPONSE,
                            Role.ABILITY_RESOLVES, Role.ABILITY_SOURCE, Role.CONDITION,
                            Role.LINKED, Role.REPLACEMENT, Role.RESTRICTION,
                            Role.COST_CHANGE, Role.FREE_PLAY, Role.TRIGGER_COST,
                            Role.CHOOSE_X, Role.TRIGGER_COST_DECLINED, Role.UNPAID_NOT_COUNTERED,
                            Role.PERMISSION,
                            Role.TOKEN, Role.TOKEN_CEASES, Role.DECK_BOTTOM, Role.COPY,
                            Role.PLAY_NOW, Role.PLAYED_BEFORE,
                            Role.GAIN_CONTROL, Role.TARGET_KIND, Role.ADDITIONAL_COST,
                            Role.ITEM_LEFT, Role.READ_ON_EXECUTION, Role.AMOUNT_READ,
                            Role.CONDITION_READ,
                            Role.TRIGGER_CONDITION,
                            Role.GROUP_EFFECT, Role.ARRIVES_WITH, Role.LAYERS, Role.TIMESTAMP,
                            Role.DEPENDENCY,
                            Role.STATIC_ZONE, Role.STATIC_ABILITY, Role.NAMED_KEPT,
                            Role.LAYERS_AGAIN, Role.LOSES_ABILITIES, Role.GRANT_ENDED,
                            Role.AS_LONG_AS, Role.REPLACEMENT_ORDER, Role.REPLACEMENT_ORDER_PLAYER,
                            Role.REPLACEMENT_ONCE,
                            Role.ONE_DOUBLING, Role.DAMAGE_INCREASES_FIRST, Role.NO_RESPONSE,
                            Role.STATIC_CONDITION, Role.REFERENT, Role.NULL_INFO,
                            Role.PLACE_KEPT,
                            Role.TRIGGER_REFERENT, Role.DURATION_OVER,
                            Role.REPLACING_AS_IT_LEAVES,
                            Role.LINKED_REPLACED,
                            Role.REPLACED_DEATH, Role.LEFT_WITHOUT_DYING,
                            Role.REPLACED_EVENT, Role.REPLACED_COST,
                            Role.SKIPPED_PHASE,
                            Role.TRIGGER_ORDER,
                            Role.IMPOSSIBLE_REPLACEMENT, Role.ABILITY_CONDITION,
                            Role.ACTIVATION_CONDITION,
                            Role.ABILITY_CONDITION_LOST, Role.PASS,
                            Role.ALL_PASSED, Role.GRANTED, Role.COMBAT_ENDS,
                            Role.PASS_EMPTY, Role.PRIORITY_AFTER_RESOLVE, Role.SACRIFICE,
                            Role.TARGET_SELF, Role.TARGET_GONE, Role.SOURCE_GONE,
                            Role.TARGET_CAME_BACK, Role.TARGET_MADE_UNTARGETABLE,
                            Role.TARGET_LEGAL_AGAIN,
                            Role.COST_UNPAID,
                            Role.EXTRA_RESOURCES_UNPAID,
                            Role.COST_INCREASE, Role.COST_REDUCTION, Role.PREVENT_ALL,
                            Role.PREVENT_APPLY, Role.PREVENT_VALUE_LOWERED, Role.DISCARD_COST,
                            Role.PLAY_NOTHING, Role.NOTHING_DONE,
                            Role.INSTRUCTION_TARGETS_GONE,
                            Role.TRIGGER_DECLINED, Role.TRIGGER_OPTIONAL,
                            Role.TRIGGER_MUST_CHOOSE,
                            Role.TRIGGER_NO_TARGET, Role.ACTIVATE_NO_TARGET,
                            Role.REQUIREMENTS,
                            Role.TRIGGER_EFFECT_CONDITION, Role.OTHER_COSTS, Role.NO_TOUGHNESS,
                            Role.GROUP_TARGETS, Role.GROUP_RECHECK,
                            Role.GROUP_NONE, Role.GROUP_COUNT, Role.COMPONENT_DISCOUNT,
                            Role.OPTIONAL_ADDITIONAL_COST, Role.DELAYED_TRIGGER,
                            Role.DELAYED_INDEPENDENT, Role.DELAYED_WINDOW,
                            Role.DISCOUNT_MINIMUM, Role.OPPONENT_CHOSEN, Role.NOT_A_TARGET,
                            Role.NOT_A_TARGET_WITHIN_TARGET,
                            Role.COST_FLOOR,
                            Role.ABILITY_KIND, Role.ABILITY_OF_TYPE, Role.DAMAGE_BECOMES,
                            Role.YOUR_DAMAGE, Role.ABILITY_DAMAGE_SOURCE, Role.STATIC_OFF_BOARD,
                            Role.OWNER_ZONE, Role.SAME_STATE, Role.SAME_STATE_READY,
                            Role.TRIGGER_COUNT, Role.DRAW_EACH, Role.HAND_SIZE,
                            Role.TURN_DRAW,
                            Role.STATUS_TRIGGER,
                            Role.DAMAGE_FOR_EACH, Role.PLAYER_DAMAGE, Role.KEEPS_PRIORITY,
                            Role.LAST_KNOWN,
                            Role.MOVED_LOOK_BACK,
                            Role.MOVER_TRACKS,
                            Role.SEEN_ON_THE_BOARD,
                            Role.EFFECTS_LEFT_BEHIND, Role.COUNTERS_LEFT_BEHIND,
                            Role.GROUP_MOVE,
                            Role.COPY_KEEPS,
                            Role.ABILITY_CONTROL_FIXED, Role.ATTACHED_CONTROL_APART,
                            Role.UNPLAYED_NOT_SEEN, Role.PUT_NOT_PLAYED,
                            Role.FREE_PLAY_ADDED, Role.NTH_TIME,
                            Role.FREE_PART, Role.FREE_ALL,
                            Role.FREE_X,
                            Role.NTH_AT_ONCE, Role.EVENT_PLAYER_CONTROLS, Role.LIMITED_USE,
                            Role.LIMITED_USE_CHOSEN, Role.LIMITED_USE_DECLINED,
                            Role.LIMITED_REPLACEMENT, Role.OPTIONAL_REPLACEMENT,
                            Role.LIMITED_ACTIVATION,
                            Role.OPTIONAL_REPLACEMENT_DECLINED,
                            Role.WOULD_BE_EVENTS, Role.BECOME_COPY, Role.BECOMES_TRAIT,
                            Role.GAINS_STATS,
                            Role.COPY_OWN_TRAITS, Role.COPY_OF_A_COPY,
                            Role.PLAYED_COPY_GONE, Role.PLAYED_PERMANENT_COPY_GONE,
                            Role.COPY_NOT_PLAYABLE, Role.PLAYED_COPY,
                            Role.STACK_TOP, Role.COPY_GONE,
                            Role.STAT_BONUS_LAST, Role.YOU_IS_CONTROLLER,
                            Role.ABILITY_OF_CONTROLLER, Role.SAME_SOURCE,
                            Role.SPELL_CONTROL, Role.PLAYED_CONTROL, Role.ABILITY_TAKEN,
                            Role.CONTROL_WHILE, Role.TRIGGER_AGAIN,
                            Role.ITEM_WAITS, Role.LEFT_STACK_STOPS, Role.DEATH_NOTED,
                            Role.TAX_SKIPS_RESOURCE,
                            Role.DOUBLING, Role.SWAP, Role.SWAP_EQUAL,
                            Role.SWAP_SEPARATE,
                            Role.DISCARD_WATCHED, Role.OWN_DEATH_TRIGGER, Role.LOOP_STOPPED,
                            Role.COST_DOOMS_TARGET, Role.MAY_AS_IT_RESOLVES,
                            Role.PLAY_HIDDEN_DECLINED})
