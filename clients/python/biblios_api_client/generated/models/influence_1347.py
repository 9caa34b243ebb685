from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.track_space_1347 import TrackSpace1347





T = TypeVar("T", bound="Influence1347")



@_attrs_define
class Influence1347:
    """ 
        Attributes:
            bourgeoisie (list[TrackSpace1347]):
            chivalry (list[TrackSpace1347]):
            church (list[TrackSpace1347]):
            magic (list[TrackSpace1347]):
            peasantry (list[TrackSpace1347]):
            royalty (list[TrackSpace1347]):
     """

    bourgeoisie: list[TrackSpace1347]
    chivalry: list[TrackSpace1347]
    church: list[TrackSpace1347]
    magic: list[TrackSpace1347]
    peasantry: list[TrackSpace1347]
    royalty: list[TrackSpace1347]





    def to_dict(self) -> dict[str, Any]:
        from ..models.track_space_1347 import TrackSpace1347 # noqa: PLC0415
        bourgeoisie = []
        for bourgeoisie_item_data in self.bourgeoisie:
            bourgeoisie_item = bourgeoisie_item_data.to_dict()
            bourgeoisie.append(bourgeoisie_item)



        chivalry = []
        for chivalry_item_data in self.chivalry:
            chivalry_item = chivalry_item_data.to_dict()
            chivalry.append(chivalry_item)



        church = []
        for church_item_data in self.church:
            church_item = church_item_data.to_dict()
            church.append(church_item)



        magic = []
        for magic_item_data in self.magic:
            magic_item = magic_item_data.to_dict()
            magic.append(magic_item)



        peasantry = []
        for peasantry_item_data in self.peasantry:
            peasantry_item = peasantry_item_data.to_dict()
            peasantry.append(peasantry_item)



        royalty = []
        for royalty_item_data in self.royalty:
            royalty_item = royalty_item_data.to_dict()
            royalty.append(royalty_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bourgeoisie": bourgeoisie,
            "chivalry": chivalry,
            "church": church,
            "magic": magic,
            "peasantry": peasantry,
            "royalty": royalty,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.track_space_1347 import TrackSpace1347 # noqa: PLC0415
        d = dict(src_dict)
        bourgeoisie = []
        _bourgeoisie = d.pop("bourgeoisie")
        for bourgeoisie_item_data in (_bourgeoisie):
            bourgeoisie_item = TrackSpace1347.from_dict(bourgeoisie_item_data)



            bourgeoisie.append(bourgeoisie_item)


        chivalry = []
        _chivalry = d.pop("chivalry")
        for chivalry_item_data in (_chivalry):
            chivalry_item = TrackSpace1347.from_dict(chivalry_item_data)



            chivalry.append(chivalry_item)


        church = []
        _church = d.pop("church")
        for church_item_data in (_church):
            church_item = TrackSpace1347.from_dict(church_item_data)



            church.append(church_item)


        magic = []
        _magic = d.pop("magic")
        for magic_item_data in (_magic):
            magic_item = TrackSpace1347.from_dict(magic_item_data)



            magic.append(magic_item)


        peasantry = []
        _peasantry = d.pop("peasantry")
        for peasantry_item_data in (_peasantry):
            peasantry_item = TrackSpace1347.from_dict(peasantry_item_data)



            peasantry.append(peasantry_item)


        royalty = []
        _royalty = d.pop("royalty")
        for royalty_item_data in (_royalty):
            royalty_item = TrackSpace1347.from_dict(royalty_item_data)



            royalty.append(royalty_item)


        influence_1347 = cls(
            bourgeoisie=bourgeoisie,
            chivalry=chivalry,
            church=church,
            magic=magic,
            peasantry=peasantry,
            royalty=royalty,
        )

        return influence_1347

