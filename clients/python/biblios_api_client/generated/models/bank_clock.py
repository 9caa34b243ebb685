from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bank_clock_type import BankClockType
from ..types import UNSET, Unset






T = TypeVar("T", bound="BankClock")



@_attrs_define
class BankClock:
    """ 
        Attributes:
            increment_seconds (int): `bank`: seconds each decision made adds to its seat's bank; a bank that runs out
                restarts at this (10 s when it is 0); a seat reclaimed after a takeover restarts at the largest of this, 10 s
                and a quarter of `initial_seconds`, at most 300 s.
            initial_seconds (int): `bank`: each seat's bank at the start, in seconds.
            type_ (BankClockType):
            start_grace_seconds (int | Unset): No clock runs until every person's seat has opened the game once (a read or a
                stream with its own token), or this many seconds after creation. Default: 900.
     """

    increment_seconds: int
    initial_seconds: int
    type_: BankClockType
    start_grace_seconds: int | Unset = 900





    def to_dict(self) -> dict[str, Any]:
        increment_seconds = self.increment_seconds

        initial_seconds = self.initial_seconds

        type_ = self.type_.value

        start_grace_seconds = self.start_grace_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "increment_seconds": increment_seconds,
            "initial_seconds": initial_seconds,
            "type": type_,
        })
        if start_grace_seconds is not UNSET:
            field_dict["start_grace_seconds"] = start_grace_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        increment_seconds = d.pop("increment_seconds")

        initial_seconds = d.pop("initial_seconds")

        type_ = BankClockType(d.pop("type"))




        start_grace_seconds = d.pop("start_grace_seconds", UNSET)

        bank_clock = cls(
            increment_seconds=increment_seconds,
            initial_seconds=initial_seconds,
            type_=type_,
            start_grace_seconds=start_grace_seconds,
        )

        return bank_clock

