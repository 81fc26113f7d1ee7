"""A frozen result (``cardtable.engine.frozen``) refuses change and still
reads, pickles, copies and writes as the plain data it was."""

import copy
import json
import pickle

import pytest

from cardtable.engine.frozen import FrozenDict, freeze

RESULT = {"contract": "guard", "scores": [40, -20, -20], "handfuls": {1: "single"},
          "partners": [], "nested": [{"a": [1, 2]}]}


def test_freeze_makes_every_dict_frozen_and_every_list_a_tuple():
    frozen = freeze(RESULT)
    assert type(frozen) is FrozenDict and frozen == {**RESULT, "scores": (40, -20, -20),
                                                      "partners": (), "nested": ({"a": (1, 2)},)}
    assert type(frozen["nested"][0]) is FrozenDict and type(frozen["handfuls"]) is FrozenDict
    assert freeze(frozen) is frozen


@pytest.mark.parametrize("change", [
    lambda d: d.__setitem__("contract", "small"), lambda d: d.__delitem__("contract"),
    lambda d: d.update(contract="small"), lambda d: d.setdefault("new", 1),
    lambda d: d.pop("contract"), lambda d: d.popitem(), lambda d: d.clear(),
    lambda d: d.__ior__({"contract": "small"}), lambda d: d["handfuls"].update({2: "double"})])
def test_a_frozen_result_refuses_every_change(change):
    frozen = freeze(RESULT)
    with pytest.raises(TypeError):
        change(frozen)
    assert frozen == freeze(RESULT)


def test_a_frozen_result_pickles_copies_and_writes_as_it_was():
    frozen = freeze(RESULT)
    for again in (pickle.loads(pickle.dumps(frozen)), copy.deepcopy(frozen), copy.copy(frozen)):
        assert again == frozen and type(again) is FrozenDict
        with pytest.raises(TypeError):
            again["contract"] = "small"
    assert json.loads(json.dumps(frozen)) == json.loads(json.dumps(RESULT))
