from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="IdempotencyKeyReusedProblemParams")



@_attrs_define
class IdempotencyKeyReusedProblemParams:
    """ The parameters of the problem `idempotency_key_reused`: the seat's last `Idempotency-Key` was sent with another
    action, or the caller's creation key with another creation request.

        Attributes:
            key (str): the `Idempotency-Key` sent
     """

    key: str





    def to_dict(self) -> dict[str, Any]:
        key = self.key


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        idempotency_key_reused_problem_params = cls(
            key=key,
        )

        return idempotency_key_reused_problem_params

