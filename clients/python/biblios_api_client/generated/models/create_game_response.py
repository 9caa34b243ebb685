from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.fairness_out import FairnessOut
  from ..models.seat_token import SeatToken
  from ..models.view_1347 import View1347
  from ..models.view_biblios import ViewBiblios





T = TypeVar("T", bound="CreateGameResponse")



@_attrs_define
class CreateGameResponse:
    """ 
        Attributes:
            fairness (FairnessOut):
            id (str):
            seats (list[SeatToken]):
            version (int):
            view (View1347 | ViewBiblios): A game as the caller may see it, by `game`.
     """

    fairness: FairnessOut
    id: str
    seats: list[SeatToken]
    version: int
    view: View1347 | ViewBiblios





    def to_dict(self) -> dict[str, Any]:
        from ..models.fairness_out import FairnessOut # noqa: PLC0415
        from ..models.seat_token import SeatToken # noqa: PLC0415
        from ..models.view_1347 import View1347 # noqa: PLC0415
        from ..models.view_biblios import ViewBiblios # noqa: PLC0415
        fairness = self.fairness.to_dict()

        id = self.id

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        version = self.version

        view: dict[str, Any]
        if isinstance(self.view, ViewBiblios):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fairness": fairness,
            "id": id,
            "seats": seats,
            "version": version,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fairness_out import FairnessOut # noqa: PLC0415
        from ..models.seat_token import SeatToken # noqa: PLC0415
        from ..models.view_1347 import View1347 # noqa: PLC0415
        from ..models.view_biblios import ViewBiblios # noqa: PLC0415
        d = dict(src_dict)
        fairness = FairnessOut.from_dict(d.pop("fairness"))




        id = d.pop("id")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatToken.from_dict(seats_item_data)



            seats.append(seats_item)


        version = d.pop("version")

        def _parse_view(data: object) -> View1347 | ViewBiblios:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = ViewBiblios.from_dict(data)



                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_1 = View1347.from_dict(data)



            return componentsschemas_game_view_type_1

        view = _parse_view(d.pop("view"))


        create_game_response = cls(
            fairness=fairness,
            id=id,
            seats=seats,
            version=version,
            view=view,
        )

        return create_game_response

