from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.building_counts_1347 import BuildingCounts1347





T = TypeVar("T", bound="Options1347")



@_attrs_define
class Options1347:
    """ 
        Attributes:
            buildings (BuildingCounts1347 | Unset):
            guard_tower (bool | Unset):
            plague_spares_fewest_rats (bool | Unset):
     """

    buildings: BuildingCounts1347 | Unset = UNSET
    guard_tower: bool | Unset = UNSET
    plague_spares_fewest_rats: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.building_counts_1347 import BuildingCounts1347 # noqa: PLC0415
        buildings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.buildings, Unset):
            buildings = self.buildings.to_dict()

        guard_tower = self.guard_tower

        plague_spares_fewest_rats = self.plague_spares_fewest_rats


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if buildings is not UNSET:
            field_dict["buildings"] = buildings
        if guard_tower is not UNSET:
            field_dict["guard_tower"] = guard_tower
        if plague_spares_fewest_rats is not UNSET:
            field_dict["plague_spares_fewest_rats"] = plague_spares_fewest_rats

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.building_counts_1347 import BuildingCounts1347 # noqa: PLC0415
        d = dict(src_dict)
        _buildings = d.pop("buildings", UNSET)
        buildings: BuildingCounts1347 | Unset
        if isinstance(_buildings,  Unset):
            buildings = UNSET
        else:
            buildings = BuildingCounts1347.from_dict(_buildings)




        guard_tower = d.pop("guard_tower", UNSET)

        plague_spares_fewest_rats = d.pop("plague_spares_fewest_rats", UNSET)

        options_1347 = cls(
            buildings=buildings,
            guard_tower=guard_tower,
            plague_spares_fewest_rats=plague_spares_fewest_rats,
        )

        return options_1347

