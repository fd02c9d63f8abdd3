"""The terminal view of a ruling (rich): starting board and stack, numbered steps with their
rules, final state, verdict, and the cited rules with their paraphrases.

It renders the Resolution only; it computes no rule. With `console` given (tests, goldens) the
output is recorded there; otherwise it goes to stdout (colour follows the terminal and NO_COLOR).
"""

from __future__ import annotations

import re
from typing import Any

import rich.text
from rich._wrap import divide_line as rich_divide_line
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.containers import Lines
from rich.control import STRIP_CONTROL_CODES
from rich.control import strip_control_codes as rich_strip_control_codes
from rich.measure import Measurement
from rich.padding import Padding
from rich.panel import Panel
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Span, Text

from judge.engine.resolution import Resolution
from judge.engine.words import Words
from judge.model.rules import Rule, in_rulebook_order
from judge.render.ids import NBSP, keep_ids, rule_id
from judge.render.safe import inline
from judge.render.verdict import verdict_lines

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.msg import Translator

_GLUE = "\u2800"  # a blank that is not whitespace to Rich's line breaking; shown as a space

#: The control characters Rich takes out of every Text it makes (rich/control.py).
_STRIPPED = "".join(map(chr, STRIP_CONTROL_CODES))


def strip_control_codes(text: str) -> str:
    """rich.control.strip_control_codes, the same string, for the Text objects Rich makes
    (each Text, each copy, each wrapped line, each appended piece): Rich removes them with
    str.translate, which costs some 0.35 µs a character once a string holds one character
    beyond ASCII (a rule id's no-break space, a dash), nearly all of judge's text: a quarter
    of rendering a ruling, to remove nothing (file text reaches Rich already made safe,
    judge/render/safe.py). A string holding one of them goes Rich's own way."""
    for code in _STRIPPED:  # five searches at C speed: ~0.5 µs, however long the text
        if code in text:
            return rich_strip_control_codes(text)
    return text


vars(rich.text)["strip_control_codes"] = strip_control_codes  # where Text looks it up

#: A word and the blanks after it, as Rich breaks lines (rich/_wrap.py: re_word).
_WORD = re.compile(r"\s*\S+\s*")


def divide_line(text: str, width: int, fold: bool = True) -> list[int]:
    """rich/_wrap.py:divide_line, where to break a line of one-cell characters (printable ASCII,
    a rule id's no-break space or its glue): the same offsets, each word's cells counted as its
    characters, not looked up in Rich's cache (two look-ups a word: a sixth of `judge resolve`
    at 80 columns, which wraps every rule's paraphrase). Any other text, or a word wider than
    the line (folded or cropped), goes Rich's own way."""
    if not one_cell_each(text):
        return rich_divide_line(text, width, fold)
    breaks: list[int] = []
    offset = 0
    for word in _WORD.finditer(text):
        start, end = word.span()
        length = len(word.group().rstrip())
        if width - offset >= length:
            offset += end - start
        elif length > width:
            return rich_divide_line(text, width, fold)
        elif offset and start:
            breaks.append(start)
            offset = end - start
    return breaks


vars(rich.text)["divide_line"] = divide_line


class Fitted(Text):
    """Text that skips Rich's word breaking when no line of it needs breaking: Rich looks for
    where to break every line it wraps and copies it once more (a fifth of rendering a ruling),
    though a table cell or a line that fits its width is printed as it is. The same lines as
    Text.wrap (tests/test_text_grid.py compares them)."""

    def wrap(self, console: Console, width: int, **kwargs: Any) -> Lines:
        if fits(self.plain, width):
            kwargs["no_wrap"] = True  # Text.wrap's own path for a line it does not break
        return Text.wrap(self, console, width, **kwargs)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        """Text.__rich_measure__'s measure, with the cells of printable ASCII counted at once
        (Rich measures every word of every line a ruling prints: `judge resolve`'s parts)."""
        return Measurement(*text_width(self.plain))


def fits(plain: str, width: int) -> bool:
    """Whether Text.wrap breaks no line of `plain` at `width` and crops no trailing blank
    (rich/_wrap.py:divide_line breaks a line only where the cells up to the end of a word pass
    the width; Text.rstrip_end crops blanks only past the width in characters). Cells add up
    character by character except around a zero-width joiner or an emoji selector; a tab is
    expanded first: those go Rich's own way."""
    if "\t" in plain or "\u200d" in plain or "\ufe0f" in plain:
        return False
    for line in plain.split("\n"):
        kept = line.rstrip()
        if cell_count(kept) > width or (len(line) > width and len(kept) < len(line)):
            return False
    return True


class KeepIds(Fitted):
    """Text whose no-break spaces hold: Rich breaks lines at any whitespace, no-break spaces
    included, which split `RB 309.1.a` as `RB` / `309.1.a`. A rule id's space is written as
    NBSP; here it is glued while lines are broken, and printed as a plain space."""

    def wrap(self, console: Console, width: int, **kwargs: Any) -> Lines:
        if NBSP not in self.plain:  # nothing to glue: Text's own wrapping, without a copy
            return Fitted.wrap(self, console, width, **kwargs)
        glue = self.plain.replace(NBSP, _GLUE)
        if (kwargs.get("justify") or self.justify or "default") in ("default", "left") \
                and fits(glue, width):
            # nothing to break: the lines as they are, each glue printed as a plain space as
            # below (a left or no justification neither strips nor pads by what a blank is)
            kwargs["no_wrap"] = True
            lines = Text.wrap(self, console, width, **kwargs)
            for line in lines:
                if NBSP in line.plain or _GLUE in line.plain:
                    line.plain = line.plain.replace(NBSP, " ").replace(_GLUE, " ")
            return lines
        glued = self.copy()
        glued.plain = glue
        lines = Text.wrap(glued, console, width, **kwargs)
        for line in lines:
            line.plain = line.plain.replace(_GLUE, " ")
        return lines


class Grid(Table):
    """A Table that measures its columns of Text itself: the same widths as Rich's measurement
    (Measurement.get of each cell's Padding around its Text), without building and measuring a
    Padding per cell (a fifth of a ruling's render went there; a column is measured twice when
    the table is narrowed). A column holding anything else is measured by Rich."""

    def _measure_column(self, console: Console, options: ConsoleOptions,
                        column: Any) -> Measurement:
        cells = [*([column.header] if self.show_header else []), *column.cells]
        if (column.width is not None or column.min_width is not None
                or column.max_width is not None or self.collapse_padding or self.show_footer
                or not all(type(c) in (Text, Fitted, KeepIds) for c in cells)):
            return super()._measure_column(console, options, column)
        most = options.max_width
        if most < 1:
            return Measurement(0, 0)
        pad = self._get_padding_width(column._index)
        if most - pad < 1:  # Padding.__rich_measure__: no room inside the padding
            return Measurement(most, most)
        low = high = 0
        for cell in cells:
            lo, hi = text_width(cell.plain)
            # Measurement.get: normalized, at most the width (nothing if under 1 wide); then
            # the padding added and the whole at most the width (Padding.__rich_measure__)
            lo = min(lo, hi)
            hi = min(hi, most)
            lo = min(lo, hi) if hi >= 1 else 0
            hi = max(hi, 0) if hi >= 1 else 0
            low = max(low, min(lo + pad, most))
            high = max(high, min(hi + pad, most))
        if not cells:
            return Measurement(1, most).with_maximum(most)
        return Measurement(low, high).with_maximum(most)

    def _render(self, console: Console, options: ConsoleOptions,
                widths: list[int]) -> RenderResult:
        """Table._render for a table with no box and no footer (every Grid judge draws): the
        same lines, each cell's renderable rendered once into its padding (cell_lines) where
        Rich renders it inside a Padding and then renders the Padding's lines over again to
        split, style and pad them (a third of drawing a board's or the steps' table)."""
        if self.box is not None or self.show_footer:
            yield from super()._render(console, options, widths)
            return
        get_style = console.get_style
        columns = list(zip(*(self._get_cells(console, i, column)
                             for i, column in enumerate(self.columns)), strict=False))
        plain = console.color_system is None and [options.update(
            justify=column.justify, overflow=column.overflow) for column in self.columns]
        for index, row_cells in enumerate(columns):
            if plain and (line := plain_row(row_cells, widths, plain)) is not None:
                yield Segment(line)
                yield Segment.line()
                continue
            header_row = index == 0 and self.show_header
            row_style = Style.null() if header_row else get_style(
                self.get_row_style(console, index - 1 if self.show_header else index))
            cells = []
            for width, cell, column in zip(widths, row_cells, self.columns, strict=False):
                render_options = options.update(
                    width=width, justify=column.justify, no_wrap=column.no_wrap,
                    overflow=column.overflow, height=None, highlight=column.highlight)
                cells.append(cell_lines(console, cell.renderable, render_options,
                                        get_style(cell.style) + row_style))
            # Table._render: cells aligned to the tallest cell's height, then shaped to at least
            # one line (a row of columns with no width has no lines; its line is unstyled)
            tallest = max(len(lines) for lines in cells)
            height = max(1, tallest)
            shaped = [Segment.set_shape(
                (Segment.align_bottom if header_row else aligned(cell.vertical))(
                    lines, width, tallest, get_style(cell.style) + row_style), width, height)
                for width, cell, lines in zip(widths, row_cells, cells, strict=False)]
            new_line = Segment.line()
            for line_no in range(height):
                for lines in shaped:
                    yield from lines[line_no]
                yield new_line


def plain_row(cells: Any, widths: list[int], options: list[ConsoleOptions]) -> str | None:
    """A row of one-line cells as one string, for a console that shows no style (no colour
    system: a file, a pipe, the tests' recording): the same characters Table._render yields
    as styled segments, each cell its blanks, its line (one_line) and the blanks that pad it
    to its column's width. None where a cell is anything else (Rich renders that row): more
    lines, a line that does not fit, a renderable that is not a Text in its padding."""
    parts = []
    for width, cell, opts in zip(widths, cells, options, strict=False):
        pad = cell.renderable
        if not (isinstance(pad, Padding) and pad.expand and not pad.top and not pad.bottom):
            return None
        inner = width - pad.left - pad.right
        if inner < 1:
            return None
        line = one_line(pad.renderable, inner, opts)
        if line is None or not one_cell_each(line.plain):
            return None
        parts.append(f"{' ' * pad.left}{line.plain.ljust(inner)}{' ' * pad.right}")
    return "".join(parts)


def aligned(vertical: str) -> Any:
    """Segment's way of placing a cell's lines in its row (Table._render's align_cell)."""
    return {"top": Segment.align_top, "middle": Segment.align_middle}.get(
        vertical, Segment.align_bottom)


def cell_lines(console: Console, cell: Any, options: ConsoleOptions,
               style: Style) -> list[list[Segment]]:
    """A table cell's lines as Console.render_lines(cell, options, style=style) has them: for
    the Padding a Table puts around each cell (a blank on either side, none above or below,
    as wide as its column), its renderable's lines with the blanks around them, styled as
    render_lines styles them (apply_style: the style under each segment's own, a control
    segment unstyled; no empty segment kept); anything else rendered by Rich."""
    if not (isinstance(cell, Padding) and cell.expand and not cell.top and not cell.bottom
            and options.max_width - cell.left - cell.right >= 1):
        return console.render_lines(cell, options, style=style)
    blank = console.get_style(cell.style)
    width = options.max_width - cell.left - cell.right
    line = one_line(cell.renderable, width, options)
    if line is not None:  # what render_lines makes of it, without Rich's generic rendering
        segments = list(line.render(console))
        if blank:
            segments = [Segment(text, None if control else blank + own, control)
                        for text, own, control in segments]
        # the segments are the line's text in pieces: a cell a character when each is one
        length = len(line.plain) if one_cell_each(line.plain) else \
            sum(segment.cell_length for segment in segments)
        if length < width:
            segments.append(Segment(" " * (width - length), blank))
        inner = [segments]
    else:
        inner = console.render_lines(cell.renderable, options.update_width(width),
                                     style=blank, pad=True)
    left = [Segment(" " * cell.left, blank)] if cell.left else []
    right = [Segment(" " * cell.right, blank)] if cell.right else []
    if style:
        return [[Segment(text, None if control else style + own, control)
                 for text, own, control in (*left, *line, *right) if text] for line in inner]
    return [[seg for seg in (*left, *line, *right) if seg.text] for line in inner]


def one_line(cell: Any, width: int, options: ConsoleOptions) -> Text | None:
    """The one line Text.__rich_console__ renders a table cell's Text as, when it is one line
    that fits its width, left-justified, unjustified or right-justified (nearly every cell of a
    board or of the steps): as Text.wrap has it for such a line (a copy; padded with blanks in
    its own style to the width when left-justified; blanks put before it when right-justified,
    where it ends in no blank; a KeepIds's no-break spaces printed as spaces) and then as
    Text("\n").join makes it (the line's style a span under its own spans). None for anything
    else, which Rich renders: a tab, a zero-width joiner or an emoji selector, more lines, a
    line wider than the width, centred or full justification, overflow "ignore"."""
    if type(cell) not in (Text, Fitted, KeepIds) or cell.end != "\n":
        return None
    plain = cell.plain
    justify = cell.justify or options.justify or "default"
    if "\n" in plain or (cell.overflow or options.overflow) == "ignore" or width < 1:
        return None
    if type(cell) is KeepIds and NBSP in plain:
        if justify not in ("default", "left") or not fits(plain.replace(NBSP, _GLUE), width):
            return None
        plain = plain.replace(NBSP, " ").replace(_GLUE, " ")
    elif not fits(plain, width):
        return None
    length = cell_count(plain)
    if length > width:  # blanks past the width that Text.truncate would crop
        return None
    spans = cell.spans
    if justify == "left":
        plain += " " * (width - length)
    elif justify == "right":
        if plain.rstrip() != plain:
            return None
        shift = width - length
        plain = " " * shift + plain
        spans = [span.move(shift) for span in spans]
    elif justify != "default":
        return None
    line = Text(plain)
    line._spans = [Span(0, len(plain), cell.style), *spans] if cell.style else list(spans)
    return line


def one_cell_each(text: str) -> bool:
    """Whether every character of `text` is one cell wide to Rich (rich/cells.py counts
    printable ASCII, the no-break space and the Braille blank so at once): one line of judge's
    words and rule ids, nearly every word and line judge measures."""
    plain = text.replace(NBSP, " ").replace(_GLUE, " ")
    return plain.isascii() and plain.isprintable()


def cell_count(text: str) -> int:
    """rich.cells.cell_len, without Rich's call and cache look-up when each character is a
    cell."""
    return len(text) if one_cell_each(text) else cell_len(text)


def text_width(plain: str) -> tuple[int, int]:
    """Text.__rich_measure__: the longest word and the longest line, in cells."""
    if one_cell_each(plain):  # one line, a cell a character
        words = plain.split()
        return (max(map(len, words)) if words else len(plain)), len(plain)
    lines = plain.splitlines()
    longest = max(map(cell_len, lines)) if lines else 0
    words = plain.split()
    return (max(map(cell_len, words)) if words else longest), longest


def t(value: object, style: str = "") -> Text:
    """A table cell or line from anything a file said: one line, control characters shown,
    never read as Rich markup."""
    return Fitted(inline(value), style=style)


PLAIN = Words()


def readable(value: object, words: Words = PLAIN) -> str:
    """A value of the board as a player reads it: no Python spelling (`None`, `True`, dicts)."""
    return words.value(value)


KIND_STYLE = {
    "pass": "dim", "play": "cyan", "activate": "cyan", "choice": "cyan", "trigger": "magenta",
    "resource": "green", "resolve": "bold green", "fizzle": "bold yellow", "cancel": "yellow",
    "reject": "bold red", "state_check": "red", "priority": "blue", "phase": "bold blue",
    "action": "cyan", "combat": "cyan", "score": "bold green", "effect": "dim",
    "game_over": "bold red", "player_lost": "bold red", "loop": "bold red", "limit": "bold red",
}


class _Console(Console):
    def on_broken_pipe(self) -> None:
        """rich would exit 1 here, which for judge means "a ruling differs"; let the CLI's one
        handler decide instead (judge/cli/main.py: run_guarded)."""
        raise BrokenPipeError


def make_console(width: int | None = None, record: bool = False) -> Console:
    if record:
        import io

        return _Console(width=width or 100, record=True, force_terminal=False,
                        color_system=None, file=io.StringIO(), legacy_windows=False,
                        highlight=False)
    return _Console(width=width, highlight=False)


def print_resolution(res: Resolution, rules: dict[str, Rule], width: int | None = None,
                     console: Console | None = None, tr: Translator | None = None) -> None:
    """`rules`: the rulebook's rules by id, for the texts of the rules cited. `tr`: the
    catalogue of the language to write in (None: English): the steps, the verdict and the
    headings are translated; the boards' details stay English."""
    from judge.msg import Msg, say

    con = console or make_console(width)
    con.print(header(res, tr))
    shown = shown_resources(res)
    con.print(board_view(say(Msg("Starting board"), tr), res.initial, res.stack_word, shown,
                         res, tr))
    con.print(steps_view(res, tr))
    con.print(board_view(say(Msg("Final state"), tr), res.final, res.stack_word, shown, res,
                         tr))
    con.print(verdict_view(res, rules, tr))
    con.print(rules_view(res, rules, tr))


def header(res: Resolution, tr: Translator | None = None) -> Panel:
    """The ruling's title, game, rulebook, what-if switches and question (`tr`: the language)."""
    from judge.msg import Msg, say

    # a title may name a rule (`... (RB HP.8)`): its id stays on one line like any other
    lines: list[Text] = [KeepIds(keep_ids(inline(res.title)), style="bold")]
    lines.append(t(say(Msg("{game} - rulebook {version}, edition {edition} - {file}",
                           game=res.game_name, version=res.rulebook_version,
                           edition=res.edition, file=res.file), tr), "dim"))
    if res.what_if:  # the switches as typed: input, not prose
        lines.append(t(say(Msg("What if: {switches}", switches=", ".join(res.what_if)), tr),
                       "bold"))
    if res.question:
        lines.append(KeepIds(keep_ids(inline(say(Msg("Question: {question}",
                                                      question=res.question), tr)))))
    return Panel(Group(*lines), expand=True)


def shown_resources(res: Resolution) -> dict[str, set[str]]:
    """Per player, the resources worth showing: those not zero at the start or at the end."""
    out: dict[str, set[str]] = {}
    for snap in (res.initial, res.final):
        for pid, values in snap.get("players", {}).items():
            out.setdefault(pid, set()).update(k for k, v in values.items() if v)
    return out


def turn_line(turn: dict[str, Any], words: Words, tr: Translator | None = None) -> str:
    """`Turn 3: alice's main phase (declare attack step)` in the game's words (`tr`: in the
    language of that catalogue)."""
    from judge.msg import Msg, say, word

    said = Msg("Turn {n}: {player}'s {phase} phase ({step})", step=word(words.phase(
        turn["step"]))) if turn.get("step") else Msg("Turn {n}: {player}'s {phase} phase")
    said.args.update(n=turn.get("number", 1), player=turn["player"],
                     phase=word(words.phase(turn["phase"])))
    return say(said, tr)


def board_view(title: str, snap: dict[str, Any], stack_word: str,
               shown: dict[str, set[str]] | None = None, res: Resolution | None = None,
               tr: Translator | None = None) -> Group:
    """A board as a table (`tr`: its words in the language of that catalogue; the ids, card
    names and players as they are)."""
    from judge.msg import Msg, cap, say, word

    def w(term: str) -> str:  # a game's term, in the language
        return term if tr is None else say(word(term), tr)

    words = res.words if res is not None else Words(stack=stack_word)
    parts: list[Any] = [Text(title, style="bold underline")]
    parts.append(t(say(Msg("{turn}; {priority}: {player}", turn=turn_line(snap["turn"], words,
                                                                         tr),
                           priority=word(words.priority), player=snap["priority"] or Msg(
                               "nobody")), tr)))
    players = Grid(box=None, pad_edge=False, show_header=True, header_style="bold")
    players.add_column(Text(say(Msg("player"), tr)))
    players.add_column(Text(say(Msg("resources"), tr)))
    for pid, values in snap["players"].items():
        keys = shown.get(pid, set()) if shown is not None else set(values)
        players.add_row(t(pid), t(", ".join(f"{w(words.resource(k))} {words.value(v)}"
                                            for k, v in values.items() if k in keys) or "-"))
    parts.append(players)
    objects = Grid(box=None, pad_edge=False, show_header=True, header_style="bold")
    for col in (Msg("id"), Msg("card"), Msg("owner"), Msg("zone"), Msg("state")):
        objects.add_column(Text(say(col, tr)))
    for oid, o in snap["objects"].items():
        if o["zone"] == stack_word:
            continue
        zone = res.zone_name(o["zone"], short=True) if res is not None else \
            words.zone(o["zone"])
        objects.add_row(t(oid), t(o["card"]), t(holder(o, tr)), t(w(zone)),
                        t(object_state(o, words, tr)))
    parts.append(objects)
    if snap["stack"]:
        parts.append(t(cap(say(Msg("{stack} (top first):", stack=word(words.stack)), tr))))
        stack = Grid(box=None, pad_edge=False, show_header=False)
        stack.add_column(justify="right")
        stack.add_column()
        for n, item_id in enumerate(reversed(snap["stack"]), 1):
            card = snap["objects"].get(item_id, {}).get("card")
            stack.add_row(Text(f"{n}."), t(f"{card} ({item_id})" if card and card != item_id
                                     else item_id))
        parts.append(stack)
    else:
        parts.append(t(cap(say(Msg("{stack}: empty", stack=word(words.stack)), tr))))
    game_state = snap.get("game")
    if game_state:
        parts.append(t(", ".join(f"{w(words.key(k))}: {value_said(words, v, tr)}"
                                 for k, v in game_state.items()), "dim"))
    parts.append(Text(""))
    return Group(*parts)


def holder(o: dict[str, Any], tr: Translator | None = None) -> str:
    """The owner, and the controller when another player (or nobody) controls it."""
    from judge.msg import Msg, say

    if o["controller"] == o["owner"]:
        return str(o["owner"])
    if o["controller"] is None:
        return say(Msg("{owner} (no controller)", owner=str(o["owner"])), tr)
    return say(Msg("{owner} (ctl {controller})", owner=str(o["owner"]),
                   controller=str(o["controller"])), tr)


def object_state(o: dict[str, Any], words: Words = PLAIN, tr: Translator | None = None) -> str:
    from judge.msg import Msg, say, word

    bits = []
    if o.get("damage"):
        bits.append(say(Msg("{n} damage", n=o["damage"]), tr))
    if o.get("exhausted"):
        bits.append(say(word(words.exhausted), tr))
    if o.get("face_down"):
        bits.append(say(Msg("face down"), tr))
    if o.get("stats"):
        bits.append(" ".join(f"{say(word(words.stat(k)), tr)} {words.value(v)}"
                             for k, v in o["stats"].items()))
    if o.get("types"):  # types an effect changed (a mobilized regalia): "regalia/resonator"
        from judge.engine.wording import type_said

        bits.append("/".join(type_said(str(x)) for x in o["types"]))
    if o.get("traits"):
        bits.append("/".join(str(x) for x in o["traits"]))
    if isinstance(o.get("position"), dict):
        from judge.engine.resolution import deck_place, deck_spot

        if deck_spot(o["position"]) != "only":  # (a deck of one has no order to tell)
            bits.append(say(deck_place(o["position"]), tr))
    for key, value in o.items():
        if key not in ("card", "owner", "controller", "zone", "damage", "exhausted", "face_down",
                       "stats", "traits", "position", "types"):
            bits.append(f"{say(word(words.key(key)), tr)}: {value_said(words, value, tr)}")
    return ", ".join(bits)


def value_said(words: Words, value: object, tr: Translator | None = None) -> str:
    """A board value as `Words.value` says it, in the language of `tr` (none, yes, no and a
    game's keys translated; ids and numbers as they are)."""
    from judge.msg import Msg, say, word

    if tr is None:
        return words.value(value)
    if value is None:
        return say(Msg("none"), tr)
    if isinstance(value, bool):
        return say(Msg("yes") if value else Msg("no"), tr)
    if isinstance(value, dict):
        return ", ".join(f"{say(word(words.key(str(k))), tr)} {value_said(words, v, tr)}"
                         for k, v in value.items()) or say(Msg("none"), tr)
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(value_said(words, v, tr) for v in value) or say(Msg("none"), tr)
    return words.value(value)


def steps_view(res: Resolution, tr: Translator | None = None) -> Group:
    from judge.engine.answer import said
    from judge.msg import Msg, said_of, say, word

    parts: list[Any] = [Text(say(Msg("Steps"), tr), style="bold underline")]
    table = Grid(box=None, pad_edge=False, show_header=False)
    table.add_column(justify="right", style="dim")
    table.add_column()
    for s in res.steps:
        text = KeepIds()
        kind = res.words.kind(s.kind.value)
        text.append(f"[{kind if tr is None else say(word(kind), tr)}] ",
                    style=KIND_STYLE.get(s.kind.value, ""))
        summary = s.summary if tr is None else say(said(s), tr)
        text.append(keep_ids(inline(summary)) + (" " + say(Msg("(auto)"), tr) if s.auto else ""))
        if s.citations:
            text.append("  " + ", ".join(rule_id(c) for c in s.citations), style="dim italic")
        table.add_row(Text(str(s.index)), text)
    parts.append(table)
    if res.truncated:
        parts.append(Text(say(Msg("(stopped after the requested number of steps)"), tr),
                          style="yellow"))
    for f in res.findings:
        cites = f"  {', '.join(rule_id(c) for c in f.citations)}" if f.citations else ""
        kind = f.kind if tr is None else say(word(f.kind), tr)
        message = f.message if tr is None else say(said_of(f.message), tr)
        parts.append(KeepIds(f"{inline(kind)}: {keep_ids(inline(message))}{cites}",
                             style="bold red" if f.kind != "note" else "yellow"))
    parts.append(Text(""))
    return Group(*parts)


def verdict_view(res: Resolution, rules: dict[str, Any] | None = None,
                 tr: Translator | None = None) -> Panel:
    from judge.msg import Msg, say

    return Panel(KeepIds("\n".join(keep_ids(inline(line))
                                   for line in verdict_lines(res, rules, tr))),
                 title=say(Msg("Verdict"), tr), title_align="left")


def rules_view(res: Resolution, rules: dict[str, Any], tr: Translator | None = None) -> Group:
    from judge.errors import RuleIdError
    from judge.msg import Msg, say

    parts: list[Any] = [Text(say(Msg("Rules cited"), tr), style="bold underline")]
    for rid in in_rulebook_order(res.citations, rules):
        rule = rules.get(rid)
        if rule is None:
            raise RuleIdError(f"the ruling cites {rid!r}, which is not in the {res.game} rulebook")
        line = KeepIds()
        line.append(rule_id(rid), style="bold")
        line.append(f"  {inline(rule.title)}. ", style="bold")
        line.append(keep_ids(inline(rule.text)))
        parts.append(line)
    return Group(*parts)


def languages_line(languages: list[dict[str, Any]], tr: Translator | None = None) -> str:
    """`en 2386/2386, th 348/2386 (14.6%); the rest in English`: the languages of a rulebook and
    how many of its rules and policies each has (a rule not translated is shown in English);
    `tr`: the catalogue of the language to say it in (None: English)."""
    from judge.msg import Msg, say

    parts = []
    for c in languages:
        part = f"{c['lang']} {c['translated']}/{c['total']}"
        if c["lang"] != "en":
            percent = f"{c['percent']:.1f}"
            part += " (" + say(Msg("{percent}%, {n} stale", percent=percent, n=c["stale"])
                               if c.get("stale") else Msg("{percent}%", percent=percent),
                               tr) + ")"
        parts.append(part)
    partial = any(c["translated"] < c["total"] for c in languages)
    if not parts:
        return "en"
    line = ", ".join(parts)
    return say(Msg("{languages}; the rest in English", languages=line), tr) if partial else line


def print_games(entries: list[dict[str, Any]], tr: Translator | None = None) -> None:
    """`judge games`: a panel per game; `tr`: the catalogue of the language to write the labels
    and sentences in (None: English). Ids, names, editions and sources are data, shown as they
    are."""
    from judge.msg import Msg, say, word

    def label(msg: Msg) -> str:
        # msgctxt "games label": `id`, `stack`, `source` mean other things elsewhere
        return say(msg, tr)

    con = make_console()
    for e in entries:
        table = Grid(box=None, show_header=False, pad_edge=False)
        table.add_column(style="bold")
        table.add_column()
        table.add_row(label(Msg("id", context="games label")),
                      t(say(Msg("{id} (aliases: {aliases})", id=e["id"],
                                aliases=", ".join(e["aliases"])), tr)))
        table.add_row(label(Msg("rule ids", context="games label")),
                      t(say(Msg("{prefix} ... ({rules}, {policies})", prefix=e["prefix"],
                                rules=Msg("{n} rules and policies", n=e["rules"]),
                                policies=Msg("{n} house policy", plural="{n} house policies",
                                             n=e["policies"])), tr)))
        table.add_row(label(Msg("stack", context="games label")),
                      t(say(word(e["stack_word"]), tr)))
        table.add_row(label(Msg("languages", context="games label")),
                      t(languages_line(e.get("languages", []), tr)))
        table.add_row(label(Msg("rulebook", context="games label")),
                      t(say(Msg("version {version}", version=e["version"]), tr)))
        for ed in e["editions"]:
            edition = Msg("{id} (default): {name}", id=str(ed.get("id")),
                          name=str(ed.get("name", ""))) \
                if ed.get("id") == e["default_edition"] else \
                Msg("{id}: {name}", id=str(ed.get("id")), name=str(ed.get("name", "")))
            table.add_row(label(Msg("edition", context="games label")),
                          t(say(edition, tr) + (f", {ed['date']}" if ed.get("date") else "")))
        for src in e["sources"]:
            where = src.get("url", "") or src.get("note", "")
            table.add_row(label(Msg("source", context="games label")),
                          t(f"{src.get('title', '')} {where}".strip()))
        con.print(Panel(table, title=t(e["name"]), title_align="left"))
