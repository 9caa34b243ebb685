from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.catalog_biblios_game import CatalogBibliosGame
from ..models.catalog_biblios_lang import CatalogBibliosLang
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_entry import BotEntry
  from ..models.category_card_biblios import CategoryCardBiblios
  from ..models.category_entry_biblios import CategoryEntryBiblios
  from ..models.church_card_biblios import ChurchCardBiblios
  from ..models.church_entry_biblios import ChurchEntryBiblios
  from ..models.gold_card_biblios import GoldCardBiblios
  from ..models.named_id import NamedId
  from ..models.variant_entry_biblios import VariantEntryBiblios





T = TypeVar("T", bound="CatalogBiblios")



@_attrs_define
class CatalogBiblios:
    """ 
        Attributes:
            bots (list[BotEntry]): the game's bots, named as every screen names them
            categories (list[CategoryEntryBiblios]):
            church (list[ChurchEntryBiblios]):
            game (CatalogBibliosGame):
            gold (list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]):
            lang (CatalogBibliosLang):
            phases (list[NamedId]):
            statuses (list[NamedId]): seat statuses
            variants (list[VariantEntryBiblios]):
     """

    bots: list[BotEntry]
    categories: list[CategoryEntryBiblios]
    church: list[ChurchEntryBiblios]
    game: CatalogBibliosGame
    gold: list[CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios]
    lang: CatalogBibliosLang
    phases: list[NamedId]
    statuses: list[NamedId]
    variants: list[VariantEntryBiblios]





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_entry import BotEntry # noqa: PLC0415
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.category_entry_biblios import CategoryEntryBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.church_entry_biblios import ChurchEntryBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        from ..models.named_id import NamedId # noqa: PLC0415
        from ..models.variant_entry_biblios import VariantEntryBiblios # noqa: PLC0415
        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)



        categories = []
        for categories_item_data in self.categories:
            categories_item = categories_item_data.to_dict()
            categories.append(categories_item)



        church = []
        for church_item_data in self.church:
            church_item = church_item_data.to_dict()
            church.append(church_item)



        game = self.game.value

        gold = []
        for gold_item_data in self.gold:
            gold_item: dict[str, Any]
            if isinstance(gold_item_data, CategoryCardBiblios):
                gold_item = gold_item_data.to_dict()
            elif isinstance(gold_item_data, GoldCardBiblios):
                gold_item = gold_item_data.to_dict()
            else:
                gold_item = gold_item_data.to_dict()

            gold.append(gold_item)



        lang = self.lang.value

        phases = []
        for phases_item_data in self.phases:
            phases_item = phases_item_data.to_dict()
            phases.append(phases_item)



        statuses = []
        for statuses_item_data in self.statuses:
            statuses_item = statuses_item_data.to_dict()
            statuses.append(statuses_item)



        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bots": bots,
            "categories": categories,
            "church": church,
            "game": game,
            "gold": gold,
            "lang": lang,
            "phases": phases,
            "statuses": statuses,
            "variants": variants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_entry import BotEntry # noqa: PLC0415
        from ..models.category_card_biblios import CategoryCardBiblios # noqa: PLC0415
        from ..models.category_entry_biblios import CategoryEntryBiblios # noqa: PLC0415
        from ..models.church_card_biblios import ChurchCardBiblios # noqa: PLC0415
        from ..models.church_entry_biblios import ChurchEntryBiblios # noqa: PLC0415
        from ..models.gold_card_biblios import GoldCardBiblios # noqa: PLC0415
        from ..models.named_id import NamedId # noqa: PLC0415
        from ..models.variant_entry_biblios import VariantEntryBiblios # noqa: PLC0415
        d = dict(src_dict)
        bots = []
        _bots = d.pop("bots")
        for bots_item_data in (_bots):
            bots_item = BotEntry.from_dict(bots_item_data)



            bots.append(bots_item)


        categories = []
        _categories = d.pop("categories")
        for categories_item_data in (_categories):
            categories_item = CategoryEntryBiblios.from_dict(categories_item_data)



            categories.append(categories_item)


        church = []
        _church = d.pop("church")
        for church_item_data in (_church):
            church_item = ChurchEntryBiblios.from_dict(church_item_data)



            church.append(church_item)


        game = CatalogBibliosGame(d.pop("game"))




        gold = []
        _gold = d.pop("gold")
        for gold_item_data in (_gold):
            def _parse_gold_item(data: object) -> CategoryCardBiblios | ChurchCardBiblios | GoldCardBiblios:
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

            gold_item = _parse_gold_item(gold_item_data)

            gold.append(gold_item)


        lang = CatalogBibliosLang(d.pop("lang"))




        phases = []
        _phases = d.pop("phases")
        for phases_item_data in (_phases):
            phases_item = NamedId.from_dict(phases_item_data)



            phases.append(phases_item)


        statuses = []
        _statuses = d.pop("statuses")
        for statuses_item_data in (_statuses):
            statuses_item = NamedId.from_dict(statuses_item_data)



            statuses.append(statuses_item)


        variants = []
        _variants = d.pop("variants")
        for variants_item_data in (_variants):
            variants_item = VariantEntryBiblios.from_dict(variants_item_data)



            variants.append(variants_item)


        catalog_biblios = cls(
            bots=bots,
            categories=categories,
            church=church,
            game=game,
            gold=gold,
            lang=lang,
            phases=phases,
            statuses=statuses,
            variants=variants,
        )

        return catalog_biblios

