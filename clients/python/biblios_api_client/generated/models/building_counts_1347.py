from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="BuildingCounts1347")



@_attrs_define
class BuildingCounts1347:
    """ 
        Attributes:
            brewery (int | Unset):
            castle (int | Unset):
            farm (int | Unset):
            fortune_teller (int | Unset):
            guard_tower (int | Unset):
            hospital (int | Unset):
            marketplace (int | Unset):
            monastery (int | Unset):
            office (int | Unset):
            palace (int | Unset):
            pipers_hut (int | Unset):
            treasury (int | Unset):
     """

    brewery: int | Unset = UNSET
    castle: int | Unset = UNSET
    farm: int | Unset = UNSET
    fortune_teller: int | Unset = UNSET
    guard_tower: int | Unset = UNSET
    hospital: int | Unset = UNSET
    marketplace: int | Unset = UNSET
    monastery: int | Unset = UNSET
    office: int | Unset = UNSET
    palace: int | Unset = UNSET
    pipers_hut: int | Unset = UNSET
    treasury: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        brewery = self.brewery

        castle = self.castle

        farm = self.farm

        fortune_teller = self.fortune_teller

        guard_tower = self.guard_tower

        hospital = self.hospital

        marketplace = self.marketplace

        monastery = self.monastery

        office = self.office

        palace = self.palace

        pipers_hut = self.pipers_hut

        treasury = self.treasury


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if brewery is not UNSET:
            field_dict["brewery"] = brewery
        if castle is not UNSET:
            field_dict["castle"] = castle
        if farm is not UNSET:
            field_dict["farm"] = farm
        if fortune_teller is not UNSET:
            field_dict["fortune_teller"] = fortune_teller
        if guard_tower is not UNSET:
            field_dict["guard_tower"] = guard_tower
        if hospital is not UNSET:
            field_dict["hospital"] = hospital
        if marketplace is not UNSET:
            field_dict["marketplace"] = marketplace
        if monastery is not UNSET:
            field_dict["monastery"] = monastery
        if office is not UNSET:
            field_dict["office"] = office
        if palace is not UNSET:
            field_dict["palace"] = palace
        if pipers_hut is not UNSET:
            field_dict["pipers_hut"] = pipers_hut
        if treasury is not UNSET:
            field_dict["treasury"] = treasury

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        brewery = d.pop("brewery", UNSET)

        castle = d.pop("castle", UNSET)

        farm = d.pop("farm", UNSET)

        fortune_teller = d.pop("fortune_teller", UNSET)

        guard_tower = d.pop("guard_tower", UNSET)

        hospital = d.pop("hospital", UNSET)

        marketplace = d.pop("marketplace", UNSET)

        monastery = d.pop("monastery", UNSET)

        office = d.pop("office", UNSET)

        palace = d.pop("palace", UNSET)

        pipers_hut = d.pop("pipers_hut", UNSET)

        treasury = d.pop("treasury", UNSET)

        building_counts_1347 = cls(
            brewery=brewery,
            castle=castle,
            farm=farm,
            fortune_teller=fortune_teller,
            guard_tower=guard_tower,
            hospital=hospital,
            marketplace=marketplace,
            monastery=monastery,
            office=office,
            palace=palace,
            pipers_hut=pipers_hut,
            treasury=treasury,
        )

        return building_counts_1347

