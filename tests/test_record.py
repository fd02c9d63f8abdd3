"""judge.record.dataclass behaves as dataclasses.dataclass for everything judge relies on."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

import pytest

from judge import record


@record.dataclass(frozen=True)
class Base:
    kind: ClassVar[str] = "base"
    a: int
    b: str = "x"


@record.dataclass(frozen=True)
class Child(Base):
    c: tuple[int, ...] = ()


@record.dataclass
class Mutable:
    items: list[int] = record.field(default_factory=list)
    n: int = 0

    def __post_init__(self) -> None:
        self.n += 1



def test_init_takes_positional_and_keyword_arguments_with_defaults() -> None:
    assert Base(1) == Base(a=1, b="x")
    assert Child(1, "y", (2,)).c == (2,)
    with pytest.raises(TypeError):
        Base()  # type: ignore[call-arg]


def test_classvar_is_not_a_field_and_fields_are_inherited() -> None:
    assert [f.name for f in record.fields(Child)] == ["a", "b", "c"]
    assert Child.kind == "base"


def test_frozen_records_refuse_assignment_and_hash_by_value() -> None:
    item = Child(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        item.a = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del item.b  # type: ignore[misc]
    assert hash(Child(1, "y")) == hash(Child(1, "y"))
    assert Child(1) != Base(1)  # different classes are never equal


def test_default_factory_post_init_and_mutable_records_are_unhashable() -> None:
    m1, m2 = Mutable(), Mutable()
    m1.items.append(1)
    assert m2.items == [] and m1.n == 1
    with pytest.raises(TypeError):
        hash(m1)


def test_fields_and_replace_work_on_records_without_the_stdlib() -> None:
    item = Child(1, "y", (2,))
    assert record.replace(item, a=5) == Child(5, "y", (2,))
    assert [f.name for f in record.fields(item)] == ["a", "b", "c"]
    with pytest.raises(TypeError):
        record.replace(item, nope=1)
    assert not hasattr(Child, "__dataclass_fields__")  # records are not stdlib dataclasses


def test_field_metadata_is_kept() -> None:
    @record.dataclass(frozen=True)
    class Tagged:
        x: int = record.field(default=1, metadata={"doc": "an x"})

    assert record.fields(Tagged)[0].metadata == {"doc": "an x"}


def test_mutable_defaults_are_refused_as_in_dataclasses() -> None:
    with pytest.raises(ValueError):
        @record.dataclass
        class Bad:
            items: list[int] = []  # noqa: RUF012


@pytest.mark.parametrize("calls", [1, record.COMPILE_AFTER + 5])
def test_generic_and_compiled_init_agree(calls: int) -> None:
    @record.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 0
        tags: tuple[str, ...] = record.field(default_factory=tuple)

    points = [Point(i, y=2) for i in range(calls)]
    assert points[-1] == Point(calls - 1, 2, ())
    with pytest.raises(TypeError):
        Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Point(1, 2, (), 4)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Point(1, z=3)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Point(1, x=1)  # type: ignore[misc]


def test_nested_records_are_found_through_fields_tuples_and_lists_outermost_first() -> None:
    from judge.record import dataclass, nested_records

    @dataclass(frozen=True)
    class Leaf:
        n: int

    @dataclass(frozen=True)
    class Node:
        first: object
        rest: tuple[object, ...]

    a, b, c = Leaf(1), Leaf(2), Leaf(3)
    inner = Node(b, ())
    outer = Node(a, (inner, [c], "text", Leaf))  # a class is no record to walk into
    assert nested_records(outer) == [outer, a, inner, b, c]
    assert nested_records((a, [b])) == [a, b] and nested_records("x") == []


def test_a_value_walked_again_is_walked_once_and_an_equal_other_value_anew() -> None:
    from judge.record import WALKS_KEPT, dataclass, nested_records, walked_records

    @dataclass(frozen=True)
    class Leaf:
        n: int

    @dataclass(frozen=True)
    class Node:
        kids: tuple[object, ...]

    card = Node((Leaf(1), Node((Leaf(2),))))
    first = walked_records(card)
    assert first == nested_records(card) and walked_records(card) is first
    twin = Node(card.kids)  # equal, not the same: its own walk
    assert walked_records(twin) == first and walked_records(twin) is not first
    for n in range(WALKS_KEPT):  # the oldest forgotten: walked again, the same records
        walked_records(Node((Leaf(n),)))
    assert walked_records(card) == first and walked_records(card) is not first


def test_a_compiled_frozen_init_sets_every_field_and_honours_a_data_descriptor() -> None:
    """The compiled __init__ of a frozen record writes its fields' dict in one call; a field
    that is a data descriptor on the class (as trace.Step.summary) still goes through it."""
    seen: list[object] = []

    class Upper:
        def __set__(self, obj: object, value: str) -> None:
            seen.append(value)
            obj.__dict__["name"] = value.upper()

        def __get__(self, obj: object, owner: type | None = None) -> object:
            return self if obj is None else obj.__dict__["name"]

    @record.dataclass(frozen=True)
    class Rec:
        name: str
        n: int = 0
        tags: tuple[str, ...] = record.field(default_factory=tuple)

    setattr(Rec, "name", Upper())  # noqa: B010 - after the record took its fields
    made = [Rec(f"r{i}", i) for i in range(record.COMPILE_AFTER + 5)]
    last = made[-1]
    assert (last.name, last.n, last.tags) == (f"R{len(made) - 1}", len(made) - 1, ())
    assert len(seen) == len(made)
    assert last == Rec(f"r{len(made) - 1}", len(made) - 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        last.n = 3  # type: ignore[misc]


@pytest.mark.parametrize("calls", [1, record.COMPILE_AFTER + 5])
def test_slotted_records_behave_as_the_others_without_an_instance_dict(calls: int) -> None:
    """`slots=True` (trace steps, graph nodes, events): the same record, its fields in slots."""
    import copy
    import pickle

    made = [SlotPoint(i, y=2) for i in range(calls)]
    last = made[-1]
    assert last == SlotPoint(calls - 1, 2, ()) and hash(last) == hash(SlotPoint(calls - 1, 2))
    assert repr(last) == f"SlotPoint(x={calls - 1}, y=2, tags=())"
    assert not hasattr(last, "__dict__") and SlotPoint.__slots__ == ("x", "y", "tags")
    assert record.replace(last, y=5) == SlotPoint(calls - 1, 5)
    assert copy.copy(last) == last and pickle.loads(pickle.dumps(last)) == last
    assert SlotPoint.__match_args__ == ("x", "y", "tags")
    with pytest.raises(dataclasses.FrozenInstanceError):
        last.x = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del last.y  # type: ignore[misc]
    with pytest.raises(TypeError):
        SlotPoint()  # type: ignore[call-arg]


@record.dataclass(frozen=True, slots=True)
class SlotPoint:  # at module level: pickle finds it by name
    x: int
    y: int = 0
    tags: tuple[str, ...] = record.field(default_factory=tuple)


@record.dataclass(frozen=True, slots=True, guard=False)
class OpenPoint:  # at module level: pickle finds it by name
    x: int
    y: int = 0


@pytest.mark.parametrize("calls", [1, record.COMPILE_AFTER + 5])
def test_an_unguarded_frozen_record_hashes_by_value_and_assigns_its_slots_directly(
        calls: int) -> None:
    """`guard=False` (trace steps, graph nodes, events): frozen to the type checker, hashed and
    compared by value, copied and pickled, but its __init__ assigns its slots without going
    past a __setattr__ of its own (none is installed)."""
    import copy
    import pickle

    made = [OpenPoint(i, y=2) for i in range(calls)]
    last = made[-1]
    assert last == OpenPoint(calls - 1, 2) and hash(last) == hash(OpenPoint(calls - 1, 2))
    assert {last: 1}[OpenPoint(calls - 1, 2)] == 1
    assert copy.copy(last) == last and pickle.loads(pickle.dumps(last)) == last
    assert not hasattr(last, "__dict__") and "__setattr__" not in OpenPoint.__dict__
    assert record.replace(last, y=5) == OpenPoint(calls - 1, 5)
    with pytest.raises(TypeError):
        OpenPoint()  # type: ignore[call-arg]


def test_a_slotted_record_with_a_data_descriptor_over_its_slot() -> None:
    """trace.Step.summary: a descriptor put in front of a field's slot is used by both inits."""

    @record.dataclass(frozen=True, slots=True)
    class Rec:
        name: str
        n: int = 0

    slot = Rec.__dict__["name"]

    class Upper:
        def __set__(self, obj: object, value: str) -> None:
            slot.__set__(obj, value.upper())

        def __get__(self, obj: object, owner: type | None = None) -> object:
            return self if obj is None else slot.__get__(obj, owner)

    setattr(Rec, "name", Upper())  # noqa: B010 - after the record took its fields
    made = [Rec(f"r{i}", i) for i in range(record.COMPILE_AFTER + 5)]
    assert [r.name for r in made[:2]] == ["R0", "R1"] and made[-1].name == f"R{len(made) - 1}"


def test_slots_refuse_a_method_that_names_the_class_before_slots() -> None:
    with pytest.raises(TypeError, match="super"):
        @record.dataclass(slots=True)
        class Sub(Mutable):
            m: int = 0

            def total(self) -> int:
                return super().__hash__()
