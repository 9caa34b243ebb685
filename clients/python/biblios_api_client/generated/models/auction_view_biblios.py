from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_view_biblios_currency import AuctionViewBibliosCurrency
from typing import cast

if TYPE_CHECKING:
  from ..models.category_card_biblios import CategoryCardBiblios
  from ..models.church_card_biblios import ChurchCardBiblios
  from ..models.gold_card_biblios import GoldCardBiblios





T = TypeVar("T", bound="AuctionViewBiblios")



@_attrs_define
class AuctionViewBiblios:
    """ 
        Attributes:
            awaiting_payment (bool):
            card (CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios): A card of Biblios, by `kind`.
            currency (AuctionViewBibliosCurrency):
            excluded (list[int]):
            high_bid (int | None):
            high_bidder (int | None):
            passed (list[int]):
     """

    awaiting_payment: bool
    card: CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios
    currency: AuctionViewBibliosCurrency
    excluded: list[int]
    high_bid: int | None
    high_bidder: int | None
    passed: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        awaiting_payment = self.awaiting_payment

        card: dict[str, Any]
        if isinstance(self.card, CategoryCardBiblios):
            card = self.card.to_dict()
        elif isinstance(self.card, GoldCardBiblios):
            card = self.card.to_dict()
        else:
            card = self.card.to_dict()


        currency = self.currency.value

        excluded = self.excluded



        high_bid: int | None
        high_bid = self.high_bid

        high_bidder: int | None
        high_bidder = self.high_bidder

        passed = self.passed




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "awaiting_payment": awaiting_payment,
            "card": card,
            "currency": currency,
            "excluded": excluded,
            "high_bid": high_bid,
            "high_bidder": high_bidder,
            "passed": passed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        d = dict(src_dict)
        awaiting_payment = d.pop("awaiting_payment")

        def _parse_card(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_0 = CategoryCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_biblios_type_1 = GoldCardBiblios.from_dict(data)



                return componentsschemas_card_biblios_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_card_biblios_type_2 = ChurchCardBiblios.from_dict(data)



            return componentsschemas_card_biblios_type_2

        card = _parse_card(d.pop("card"))


        currency = AuctionViewBibliosCurrency(d.pop("currency"))




        excluded = cast(list[int], d.pop("excluded"))


        def _parse_high_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        high_bid = _parse_high_bid(d.pop("high_bid"))


        def _parse_high_bidder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        high_bidder = _parse_high_bidder(d.pop("high_bidder"))


        passed = cast(list[int], d.pop("passed"))


        auction_view_biblios = cls(
            awaiting_payment=awaiting_payment,
            card=card,
            currency=currency,
            excluded=excluded,
            high_bid=high_bid,
            high_bidder=high_bidder,
            passed=passed,
        )

        return auction_view_biblios

