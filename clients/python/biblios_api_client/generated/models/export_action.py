from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bid_action_biblios import BidActionBiblios
  from ..models.choose_loser_action_1347 import ChooseLoserAction1347
  from ..models.church_action_biblios import ChurchActionBiblios
  from ..models.decline_action_1347 import DeclineAction1347
  from ..models.enter_action_1347 import EnterAction1347
  from ..models.give_action_1347 import GiveAction1347
  from ..models.hint_action import HintAction
  from ..models.pass_action_biblios import PassActionBiblios
  from ..models.pay_action_biblios import PayActionBiblios
  from ..models.perform_action_1347 import PerformAction1347
  from ..models.place_action_biblios import PlaceActionBiblios
  from ..models.play_pass_action_1347 import PlayPassAction1347
  from ..models.reclaim_action import ReclaimAction
  from ..models.refuse_action_biblios import RefuseActionBiblios
  from ..models.resign_action import ResignAction
  from ..models.supply_action_1347 import SupplyAction1347
  from ..models.take_action_biblios import TakeActionBiblios





T = TypeVar("T", bound="ExportAction")



@_attrs_define
class ExportAction:
    """ 
        Attributes:
            action (BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 | EnterAction1347 |
                GiveAction1347 | HintAction | PassActionBiblios | PayActionBiblios | PerformAction1347 | PlaceActionBiblios |
                PlayPassAction1347 | ReclaimAction | RefuseActionBiblios | ResignAction | SupplyAction1347 | TakeActionBiblios):
                An action of an export, by `type`: an `Action`, `reclaim` (a taken-over seat taken back by its person: `POST
                /v1/games/{id}/seats/{seat}/reclaim`) or `hint` (the seat asked for a hint).
            seat (int):
            timeout (bool | Unset): true: the bot's decision for an overdue seat
     """

    action: BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 | EnterAction1347 | GiveAction1347 | HintAction | PassActionBiblios | PayActionBiblios | PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | ReclaimAction | RefuseActionBiblios | ResignAction | SupplyAction1347 | TakeActionBiblios
    seat: int
    timeout: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bid_action_biblios import BidActionBiblios # noqa: PLC0415
        from ..models.choose_loser_action_1347 import ChooseLoserAction1347 # noqa: PLC0415
        from ..models.church_action_biblios import ChurchActionBiblios # noqa: PLC0415
        from ..models.decline_action_1347 import DeclineAction1347 # noqa: PLC0415
        from ..models.enter_action_1347 import EnterAction1347 # noqa: PLC0415
        from ..models.give_action_1347 import GiveAction1347 # noqa: PLC0415
        from ..models.hint_action import HintAction # noqa: PLC0415
        from ..models.pass_action_biblios import PassActionBiblios # noqa: PLC0415
        from ..models.pay_action_biblios import PayActionBiblios # noqa: PLC0415
        from ..models.perform_action_1347 import PerformAction1347 # noqa: PLC0415
        from ..models.place_action_biblios import PlaceActionBiblios # noqa: PLC0415
        from ..models.play_pass_action_1347 import PlayPassAction1347 # noqa: PLC0415
        from ..models.reclaim_action import ReclaimAction # noqa: PLC0415
        from ..models.refuse_action_biblios import RefuseActionBiblios # noqa: PLC0415
        from ..models.resign_action import ResignAction # noqa: PLC0415
        from ..models.supply_action_1347 import SupplyAction1347 # noqa: PLC0415
        from ..models.take_action_biblios import TakeActionBiblios # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, ResignAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PlaceActionBiblios):
            action = self.action.to_dict()
        elif isinstance(self.action, TakeActionBiblios):
            action = self.action.to_dict()
        elif isinstance(self.action, ChurchActionBiblios):
            action = self.action.to_dict()
        elif isinstance(self.action, BidActionBiblios):
            action = self.action.to_dict()
        elif isinstance(self.action, PassActionBiblios):
            action = self.action.to_dict()
        elif isinstance(self.action, PayActionBiblios):
            action = self.action.to_dict()
        elif isinstance(self.action, RefuseActionBiblios):
            action = self.action.to_dict()
        elif isinstance(self.action, SupplyAction1347):
            action = self.action.to_dict()
        elif isinstance(self.action, EnterAction1347):
            action = self.action.to_dict()
        elif isinstance(self.action, PlayPassAction1347):
            action = self.action.to_dict()
        elif isinstance(self.action, ChooseLoserAction1347):
            action = self.action.to_dict()
        elif isinstance(self.action, GiveAction1347):
            action = self.action.to_dict()
        elif isinstance(self.action, PerformAction1347):
            action = self.action.to_dict()
        elif isinstance(self.action, DeclineAction1347):
            action = self.action.to_dict()
        elif isinstance(self.action, ReclaimAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        seat = self.seat

        timeout = self.timeout


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "seat": seat,
        })
        if timeout is not UNSET:
            field_dict["timeout"] = timeout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid_action_biblios import BidActionBiblios # noqa: PLC0415
        from ..models.choose_loser_action_1347 import ChooseLoserAction1347 # noqa: PLC0415
        from ..models.church_action_biblios import ChurchActionBiblios # noqa: PLC0415
        from ..models.decline_action_1347 import DeclineAction1347 # noqa: PLC0415
        from ..models.enter_action_1347 import EnterAction1347 # noqa: PLC0415
        from ..models.give_action_1347 import GiveAction1347 # noqa: PLC0415
        from ..models.hint_action import HintAction # noqa: PLC0415
        from ..models.pass_action_biblios import PassActionBiblios # noqa: PLC0415
        from ..models.pay_action_biblios import PayActionBiblios # noqa: PLC0415
        from ..models.perform_action_1347 import PerformAction1347 # noqa: PLC0415
        from ..models.place_action_biblios import PlaceActionBiblios # noqa: PLC0415
        from ..models.play_pass_action_1347 import PlayPassAction1347 # noqa: PLC0415
        from ..models.reclaim_action import ReclaimAction # noqa: PLC0415
        from ..models.refuse_action_biblios import RefuseActionBiblios # noqa: PLC0415
        from ..models.resign_action import ResignAction # noqa: PLC0415
        from ..models.supply_action_1347 import SupplyAction1347 # noqa: PLC0415
        from ..models.take_action_biblios import TakeActionBiblios # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 | EnterAction1347 | GiveAction1347 | HintAction | PassActionBiblios | PayActionBiblios | PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | ReclaimAction | RefuseActionBiblios | ResignAction | SupplyAction1347 | TakeActionBiblios:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_0 = ResignAction.from_dict(data)



                return componentsschemas_exported_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_1 = PlaceActionBiblios.from_dict(data)



                return componentsschemas_exported_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_2 = TakeActionBiblios.from_dict(data)



                return componentsschemas_exported_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_3 = ChurchActionBiblios.from_dict(data)



                return componentsschemas_exported_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_4 = BidActionBiblios.from_dict(data)



                return componentsschemas_exported_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_5 = PassActionBiblios.from_dict(data)



                return componentsschemas_exported_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_6 = PayActionBiblios.from_dict(data)



                return componentsschemas_exported_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_7 = RefuseActionBiblios.from_dict(data)



                return componentsschemas_exported_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_8 = SupplyAction1347.from_dict(data)



                return componentsschemas_exported_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_9 = EnterAction1347.from_dict(data)



                return componentsschemas_exported_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_10 = PlayPassAction1347.from_dict(data)



                return componentsschemas_exported_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_11 = ChooseLoserAction1347.from_dict(data)



                return componentsschemas_exported_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_12 = GiveAction1347.from_dict(data)



                return componentsschemas_exported_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_13 = PerformAction1347.from_dict(data)



                return componentsschemas_exported_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_14 = DeclineAction1347.from_dict(data)



                return componentsschemas_exported_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exported_action_type_15 = ReclaimAction.from_dict(data)



                return componentsschemas_exported_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_exported_action_type_16 = HintAction.from_dict(data)



            return componentsschemas_exported_action_type_16

        action = _parse_action(d.pop("action"))


        seat = d.pop("seat")

        timeout = d.pop("timeout", UNSET)

        export_action = cls(
            action=action,
            seat=seat,
            timeout=timeout,
        )

        return export_action

