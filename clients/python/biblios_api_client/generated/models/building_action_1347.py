from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.building_action_1347_code import BuildingAction1347Code
from ..models.building_action_1347_kind import BuildingAction1347Kind
from ..types import UNSET, Unset






T = TypeVar("T", bound="BuildingAction1347")



@_attrs_define
class BuildingAction1347:
    """ 
        Attributes:
            code (BuildingAction1347Code):
            text (str):
            count (int | Unset):
            kind (BuildingAction1347Kind | Unset):
            per (int | Unset):
            rats (int | Unset):
     """

    code: BuildingAction1347Code
    text: str
    count: int | Unset = UNSET
    kind: BuildingAction1347Kind | Unset = UNSET
    per: int | Unset = UNSET
    rats: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        text = self.text

        count = self.count

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value


        per = self.per

        rats = self.rats


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "text": text,
        })
        if count is not UNSET:
            field_dict["count"] = count
        if kind is not UNSET:
            field_dict["kind"] = kind
        if per is not UNSET:
            field_dict["per"] = per
        if rats is not UNSET:
            field_dict["rats"] = rats

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = BuildingAction1347Code(d.pop("code"))




        text = d.pop("text")

        count = d.pop("count", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: BuildingAction1347Kind | Unset
        if isinstance(_kind,  Unset):
            kind = UNSET
        else:
            kind = BuildingAction1347Kind(_kind)




        per = d.pop("per", UNSET)

        rats = d.pop("rats", UNSET)

        building_action_1347 = cls(
            code=code,
            text=text,
            count=count,
            kind=kind,
            per=per,
            rats=rats,
        )

        return building_action_1347

