from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_view_currency import AuctionViewCurrency
from typing import cast

if TYPE_CHECKING:
  from ..models.category_card import CategoryCard
  from ..models.church_card import ChurchCard
  from ..models.gold_card import GoldCard





T = TypeVar("T", bound="AuctionView")



@_attrs_define
class AuctionView:
    """ 
        Attributes:
            awaiting_payment (bool):
            card (CategoryCard | ChurchCard | GoldCard): A card of Biblios, by `kind`.
            currency (AuctionViewCurrency):
            excluded (list[int]):
            high_bid (int | None):
            high_bidder (int | None):
            passed (list[int]):
     """

    awaiting_payment: bool
    card: CategoryCard | ChurchCard | GoldCard
    currency: AuctionViewCurrency
    excluded: list[int]
    high_bid: int | None
    high_bidder: int | None
    passed: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.category_card import CategoryCard # noqa: PLC0415
        from ..models.church_card import ChurchCard # noqa: PLC0415
        from ..models.gold_card import GoldCard # noqa: PLC0415
        awaiting_payment = self.awaiting_payment

        card: dict[str, Any]
        if isinstance(self.card, CategoryCard):
            card = self.card.to_dict()
        elif isinstance(self.card, GoldCard):
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
        from ..models.category_card import CategoryCard # noqa: PLC0415
        from ..models.church_card import ChurchCard # noqa: PLC0415
        from ..models.gold_card import GoldCard # noqa: PLC0415
        d = dict(src_dict)
        awaiting_payment = d.pop("awaiting_payment")

        def _parse_card(data: object) -> CategoryCard | ChurchCard | GoldCard:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_0 = CategoryCard.from_dict(data)



                return componentsschemas_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_type_1 = GoldCard.from_dict(data)



                return componentsschemas_card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_card_type_2 = ChurchCard.from_dict(data)



            return componentsschemas_card_type_2

        card = _parse_card(d.pop("card"))


        currency = AuctionViewCurrency(d.pop("currency"))




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


        auction_view = cls(
            awaiting_payment=awaiting_payment,
            card=card,
            currency=currency,
            excluded=excluded,
            high_bid=high_bid,
            high_bidder=high_bidder,
            passed=passed,
        )

        return auction_view

