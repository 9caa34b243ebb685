from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.catalog_1347_first_game_item import Catalog1347FirstGameItem
from ..models.catalog_1347_game import Catalog1347Game
from ..models.catalog_1347_lang import Catalog1347Lang
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_entry import BotEntry
  from ..models.building_1347 import Building1347
  from ..models.building_type_1347 import BuildingType1347
  from ..models.class_entry_1347 import ClassEntry1347
  from ..models.counts_1347 import Counts1347
  from ..models.kind_entry_1347 import KindEntry1347
  from ..models.level_entry_1347 import LevelEntry1347
  from ..models.named_id import NamedId
  from ..models.option_entry_1347 import OptionEntry1347
  from ..models.phase_entry_1347 import PhaseEntry1347
  from ..models.player_count_1347 import PlayerCount1347
  from ..models.population_card_1347 import PopulationCard1347
  from ..models.scoring_1347 import Scoring1347
  from ..models.special_card_1347 import SpecialCard1347
  from ..models.step_entry_1347 import StepEntry1347
  from ..models.variant_entry_1347 import VariantEntry1347





T = TypeVar("T", bound="Catalog1347")



@_attrs_define
class Catalog1347:
    """ 
        Attributes:
            bots (list[BotEntry]): the game's bots, named as every screen names them
            building_types (list[BuildingType1347]):
            buildings (list[Building1347]):
            cards (list[PopulationCard1347 | SpecialCard1347]):
            classes (list[ClassEntry1347]):
            counts (Counts1347):
            first_game (list[Catalog1347FirstGameItem]):
            game (Catalog1347Game):
            kinds (list[KindEntry1347]):
            lang (Catalog1347Lang):
            levels (list[LevelEntry1347]):
            nuns_by_number (list[int]):
            options (list[OptionEntry1347]):
            phases (list[PhaseEntry1347]):
            player_counts (list[PlayerCount1347]):
            scoring (Scoring1347):
            statuses (list[NamedId]): seat statuses
            steps (list[StepEntry1347]):
            variants (list[VariantEntry1347]):
     """

    bots: list[BotEntry]
    building_types: list[BuildingType1347]
    buildings: list[Building1347]
    cards: list[PopulationCard1347 | SpecialCard1347]
    classes: list[ClassEntry1347]
    counts: Counts1347
    first_game: list[Catalog1347FirstGameItem]
    game: Catalog1347Game
    kinds: list[KindEntry1347]
    lang: Catalog1347Lang
    levels: list[LevelEntry1347]
    nuns_by_number: list[int]
    options: list[OptionEntry1347]
    phases: list[PhaseEntry1347]
    player_counts: list[PlayerCount1347]
    scoring: Scoring1347
    statuses: list[NamedId]
    steps: list[StepEntry1347]
    variants: list[VariantEntry1347]





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_entry import BotEntry # noqa: PLC0415
        from ..models.building_1347 import Building1347 # noqa: PLC0415
        from ..models.building_type_1347 import BuildingType1347 # noqa: PLC0415
        from ..models.class_entry_1347 import ClassEntry1347 # noqa: PLC0415
        from ..models.counts_1347 import Counts1347 # noqa: PLC0415
        from ..models.kind_entry_1347 import KindEntry1347 # noqa: PLC0415
        from ..models.level_entry_1347 import LevelEntry1347 # noqa: PLC0415
        from ..models.named_id import NamedId # noqa: PLC0415
        from ..models.option_entry_1347 import OptionEntry1347 # noqa: PLC0415
        from ..models.phase_entry_1347 import PhaseEntry1347 # noqa: PLC0415
        from ..models.player_count_1347 import PlayerCount1347 # noqa: PLC0415
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.scoring_1347 import Scoring1347 # noqa: PLC0415
        from ..models.special_card_1347 import SpecialCard1347 # noqa: PLC0415
        from ..models.step_entry_1347 import StepEntry1347 # noqa: PLC0415
        from ..models.variant_entry_1347 import VariantEntry1347 # noqa: PLC0415
        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)



        building_types = []
        for building_types_item_data in self.building_types:
            building_types_item = building_types_item_data.to_dict()
            building_types.append(building_types_item)



        buildings = []
        for buildings_item_data in self.buildings:
            buildings_item = buildings_item_data.to_dict()
            buildings.append(buildings_item)



        cards = []
        for cards_item_data in self.cards:
            cards_item: dict[str, Any]
            if isinstance(cards_item_data, PopulationCard1347):
                cards_item = cards_item_data.to_dict()
            else:
                cards_item = cards_item_data.to_dict()

            cards.append(cards_item)



        classes = []
        for classes_item_data in self.classes:
            classes_item = classes_item_data.to_dict()
            classes.append(classes_item)



        counts = self.counts.to_dict()

        first_game = []
        for first_game_item_data in self.first_game:
            first_game_item = first_game_item_data.value
            first_game.append(first_game_item)



        game = self.game.value

        kinds = []
        for kinds_item_data in self.kinds:
            kinds_item = kinds_item_data.to_dict()
            kinds.append(kinds_item)



        lang = self.lang.value

        levels = []
        for levels_item_data in self.levels:
            levels_item = levels_item_data.to_dict()
            levels.append(levels_item)



        nuns_by_number = self.nuns_by_number



        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        phases = []
        for phases_item_data in self.phases:
            phases_item = phases_item_data.to_dict()
            phases.append(phases_item)



        player_counts = []
        for player_counts_item_data in self.player_counts:
            player_counts_item = player_counts_item_data.to_dict()
            player_counts.append(player_counts_item)



        scoring = self.scoring.to_dict()

        statuses = []
        for statuses_item_data in self.statuses:
            statuses_item = statuses_item_data.to_dict()
            statuses.append(statuses_item)



        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)



        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bots": bots,
            "building_types": building_types,
            "buildings": buildings,
            "cards": cards,
            "classes": classes,
            "counts": counts,
            "first_game": first_game,
            "game": game,
            "kinds": kinds,
            "lang": lang,
            "levels": levels,
            "nuns_by_number": nuns_by_number,
            "options": options,
            "phases": phases,
            "player_counts": player_counts,
            "scoring": scoring,
            "statuses": statuses,
            "steps": steps,
            "variants": variants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_entry import BotEntry # noqa: PLC0415
        from ..models.building_1347 import Building1347 # noqa: PLC0415
        from ..models.building_type_1347 import BuildingType1347 # noqa: PLC0415
        from ..models.class_entry_1347 import ClassEntry1347 # noqa: PLC0415
        from ..models.counts_1347 import Counts1347 # noqa: PLC0415
        from ..models.kind_entry_1347 import KindEntry1347 # noqa: PLC0415
        from ..models.level_entry_1347 import LevelEntry1347 # noqa: PLC0415
        from ..models.named_id import NamedId # noqa: PLC0415
        from ..models.option_entry_1347 import OptionEntry1347 # noqa: PLC0415
        from ..models.phase_entry_1347 import PhaseEntry1347 # noqa: PLC0415
        from ..models.player_count_1347 import PlayerCount1347 # noqa: PLC0415
        from ..models.population_card_1347 import PopulationCard1347 # noqa: PLC0415
        from ..models.scoring_1347 import Scoring1347 # noqa: PLC0415
        from ..models.special_card_1347 import SpecialCard1347 # noqa: PLC0415
        from ..models.step_entry_1347 import StepEntry1347 # noqa: PLC0415
        from ..models.variant_entry_1347 import VariantEntry1347 # noqa: PLC0415
        d = dict(src_dict)
        bots = []
        _bots = d.pop("bots")
        for bots_item_data in (_bots):
            bots_item = BotEntry.from_dict(bots_item_data)



            bots.append(bots_item)


        building_types = []
        _building_types = d.pop("building_types")
        for building_types_item_data in (_building_types):
            building_types_item = BuildingType1347.from_dict(building_types_item_data)



            building_types.append(building_types_item)


        buildings = []
        _buildings = d.pop("buildings")
        for buildings_item_data in (_buildings):
            buildings_item = Building1347.from_dict(buildings_item_data)



            buildings.append(buildings_item)


        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            def _parse_cards_item(data: object) -> PopulationCard1347 | SpecialCard1347:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_card_1347_type_0 = PopulationCard1347.from_dict(data)



                    return componentsschemas_card_1347_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_1347_type_1 = SpecialCard1347.from_dict(data)



                return componentsschemas_card_1347_type_1

            cards_item = _parse_cards_item(cards_item_data)

            cards.append(cards_item)


        classes = []
        _classes = d.pop("classes")
        for classes_item_data in (_classes):
            classes_item = ClassEntry1347.from_dict(classes_item_data)



            classes.append(classes_item)


        counts = Counts1347.from_dict(d.pop("counts"))




        first_game = []
        _first_game = d.pop("first_game")
        for first_game_item_data in (_first_game):
            first_game_item = Catalog1347FirstGameItem(first_game_item_data)



            first_game.append(first_game_item)


        game = Catalog1347Game(d.pop("game"))




        kinds = []
        _kinds = d.pop("kinds")
        for kinds_item_data in (_kinds):
            kinds_item = KindEntry1347.from_dict(kinds_item_data)



            kinds.append(kinds_item)


        lang = Catalog1347Lang(d.pop("lang"))




        levels = []
        _levels = d.pop("levels")
        for levels_item_data in (_levels):
            levels_item = LevelEntry1347.from_dict(levels_item_data)



            levels.append(levels_item)


        nuns_by_number = cast(list[int], d.pop("nuns_by_number"))


        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = OptionEntry1347.from_dict(options_item_data)



            options.append(options_item)


        phases = []
        _phases = d.pop("phases")
        for phases_item_data in (_phases):
            phases_item = PhaseEntry1347.from_dict(phases_item_data)



            phases.append(phases_item)


        player_counts = []
        _player_counts = d.pop("player_counts")
        for player_counts_item_data in (_player_counts):
            player_counts_item = PlayerCount1347.from_dict(player_counts_item_data)



            player_counts.append(player_counts_item)


        scoring = Scoring1347.from_dict(d.pop("scoring"))




        statuses = []
        _statuses = d.pop("statuses")
        for statuses_item_data in (_statuses):
            statuses_item = NamedId.from_dict(statuses_item_data)



            statuses.append(statuses_item)


        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = StepEntry1347.from_dict(steps_item_data)



            steps.append(steps_item)


        variants = []
        _variants = d.pop("variants")
        for variants_item_data in (_variants):
            variants_item = VariantEntry1347.from_dict(variants_item_data)



            variants.append(variants_item)


        catalog_1347 = cls(
            bots=bots,
            building_types=building_types,
            buildings=buildings,
            cards=cards,
            classes=classes,
            counts=counts,
            first_game=first_game,
            game=game,
            kinds=kinds,
            lang=lang,
            levels=levels,
            nuns_by_number=nuns_by_number,
            options=options,
            phases=phases,
            player_counts=player_counts,
            scoring=scoring,
            statuses=statuses,
            steps=steps,
            variants=variants,
        )

        return catalog_1347

