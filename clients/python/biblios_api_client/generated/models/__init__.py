""" Contains all the data models used in inputs/outputs """

from .action_declined_event_1347 import ActionDeclinedEvent1347
from .action_declined_event_1347_type import ActionDeclinedEvent1347Type
from .action_declined_params_1347 import ActionDeclinedParams1347
from .action_declined_params_1347_level import ActionDeclinedParams1347Level
from .action_performed_event_1347 import ActionPerformedEvent1347
from .action_performed_event_1347_type import ActionPerformedEvent1347Type
from .action_performed_params_1347 import ActionPerformedParams1347
from .action_performed_params_1347_level import ActionPerformedParams1347Level
from .action_response import ActionResponse
from .adjust_item_biblios import AdjustItemBiblios
from .adjust_item_biblios_category import AdjustItemBibliosCategory
from .auction_opened_event_biblios import AuctionOpenedEventBiblios
from .auction_opened_event_biblios_type import AuctionOpenedEventBibliosType
from .auction_opened_params_biblios import AuctionOpenedParamsBiblios
from .auction_opened_params_biblios_currency import AuctionOpenedParamsBibliosCurrency
from .auction_view_biblios import AuctionViewBiblios
from .auction_view_biblios_currency import AuctionViewBibliosCurrency
from .auction_won_event_biblios import AuctionWonEventBiblios
from .auction_won_event_biblios_type import AuctionWonEventBibliosType
from .auction_won_params_biblios import AuctionWonParamsBiblios
from .auction_won_params_biblios_currency import AuctionWonParamsBibliosCurrency
from .bank_clock import BankClock
from .bank_clock_type import BankClockType
from .bid_action_biblios import BidActionBiblios
from .bid_action_biblios_type import BidActionBibliosType
from .bid_event_biblios import BidEventBiblios
from .bid_event_biblios_type import BidEventBibliosType
from .bid_params_biblios import BidParamsBiblios
from .bid_params_biblios_currency import BidParamsBibliosCurrency
from .bid_template_biblios import BidTemplateBiblios
from .bid_template_biblios_type import BidTemplateBibliosType
from .bid_too_high_problem_params_biblios import BidTooHighProblemParamsBiblios
from .bid_too_low_problem_params_biblios import BidTooLowProblemParamsBiblios
from .bot_entry import BotEntry
from .bot_seat_problem_params import BotSeatProblemParams
from .building_1347 import Building1347
from .building_1347_class import Building1347Class
from .building_1347_type import Building1347Type
from .building_action_1347 import BuildingAction1347
from .building_action_1347_code import BuildingAction1347Code
from .building_action_1347_kind import BuildingAction1347Kind
from .building_counts_1347 import BuildingCounts1347
from .building_entered_event_1347 import BuildingEnteredEvent1347
from .building_entered_event_1347_type import BuildingEnteredEvent1347Type
from .building_entered_params_1347 import BuildingEnteredParams1347
from .building_type_1347 import BuildingType1347
from .building_type_1347_class import BuildingType1347Class
from .building_type_1347_special_type_0 import BuildingType1347SpecialType0
from .building_type_1347_type import BuildingType1347Type
from .buildings_drawn_event_1347 import BuildingsDrawnEvent1347
from .buildings_drawn_event_1347_type import BuildingsDrawnEvent1347Type
from .buildings_drawn_params_1347 import BuildingsDrawnParams1347
from .card_discarded_event_biblios import CardDiscardedEventBiblios
from .card_discarded_event_biblios_type import CardDiscardedEventBibliosType
from .card_discarded_params_biblios import CardDiscardedParamsBiblios
from .card_discarded_params_biblios_reason import CardDiscardedParamsBibliosReason
from .card_drawn_event_biblios import CardDrawnEventBiblios
from .card_drawn_event_biblios_type import CardDrawnEventBibliosType
from .card_drawn_params_biblios import CardDrawnParamsBiblios
from .card_not_committable_problem_params_1347 import CardNotCommittableProblemParams1347
from .card_not_in_hand_problem_params import CardNotInHandProblemParams
from .card_not_public_problem_params_biblios import CardNotPublicProblemParamsBiblios
from .card_placed_event_biblios import CardPlacedEventBiblios
from .card_placed_event_biblios_type import CardPlacedEventBibliosType
from .card_placed_params_biblios import CardPlacedParamsBiblios
from .card_placed_params_biblios_to import CardPlacedParamsBibliosTo
from .card_removed_event_biblios import CardRemovedEventBiblios
from .card_removed_event_biblios_type import CardRemovedEventBibliosType
from .card_removed_params_biblios import CardRemovedParamsBiblios
from .card_selection_1347 import CardSelection1347
from .card_taken_event_biblios import CardTakenEventBiblios
from .card_taken_event_biblios_type import CardTakenEventBibliosType
from .card_taken_params_biblios import CardTakenParamsBiblios
from .card_transferred_event_biblios import CardTransferredEventBiblios
from .card_transferred_event_biblios_type import CardTransferredEventBibliosType
from .card_transferred_params_biblios import CardTransferredParamsBiblios
from .card_won_event_biblios import CardWonEventBiblios
from .card_won_event_biblios_type import CardWonEventBibliosType
from .card_won_params_biblios import CardWonParamsBiblios
from .cards_dealt_event_1347 import CardsDealtEvent1347
from .cards_dealt_event_1347_type import CardsDealtEvent1347Type
from .cards_dealt_params_1347 import CardsDealtParams1347
from .cards_discarded_event_1347 import CardsDiscardedEvent1347
from .cards_discarded_event_1347_type import CardsDiscardedEvent1347Type
from .cards_discarded_params_1347 import CardsDiscardedParams1347
from .cards_discarded_params_1347_reason import CardsDiscardedParams1347Reason
from .cards_drawn_event_1347 import CardsDrawnEvent1347
from .cards_drawn_event_1347_type import CardsDrawnEvent1347Type
from .cards_drawn_params_1347 import CardsDrawnParams1347
from .cards_given_event_1347 import CardsGivenEvent1347
from .cards_given_event_1347_type import CardsGivenEvent1347Type
from .cards_given_params_1347 import CardsGivenParams1347
from .cards_given_params_1347_reason import CardsGivenParams1347Reason
from .cards_revealed_event_1347 import CardsRevealedEvent1347
from .cards_revealed_event_1347_type import CardsRevealedEvent1347Type
from .cards_revealed_params_1347 import CardsRevealedParams1347
from .cards_taken_1347 import CardsTaken1347
from .cards_taken_event_1347 import CardsTakenEvent1347
from .cards_taken_event_1347_type import CardsTakenEvent1347Type
from .cards_taken_params_1347 import CardsTakenParams1347
from .cards_taken_params_1347_kind import CardsTakenParams1347Kind
from .catalog_1347 import Catalog1347
from .catalog_1347_first_game_item import Catalog1347FirstGameItem
from .catalog_1347_game import Catalog1347Game
from .catalog_1347_lang import Catalog1347Lang
from .catalog_biblios import CatalogBiblios
from .catalog_biblios_game import CatalogBibliosGame
from .catalog_biblios_lang import CatalogBibliosLang
from .category_card_biblios import CategoryCardBiblios
from .category_card_biblios_category import CategoryCardBibliosCategory
from .category_card_biblios_kind import CategoryCardBibliosKind
from .category_card_biblios_letter import CategoryCardBibliosLetter
from .category_entry_biblios import CategoryEntryBiblios
from .category_entry_biblios_id import CategoryEntryBibliosId
from .category_result_biblios import CategoryResultBiblios
from .choose_loser_action_1347 import ChooseLoserAction1347
from .choose_loser_action_1347_type import ChooseLoserAction1347Type
from .choose_loser_template_1347 import ChooseLoserTemplate1347
from .choose_loser_template_1347_type import ChooseLoserTemplate1347Type
from .church_acquired_event_biblios import ChurchAcquiredEventBiblios
from .church_acquired_event_biblios_type import ChurchAcquiredEventBibliosType
from .church_acquired_params_biblios import ChurchAcquiredParamsBiblios
from .church_acquired_params_biblios_source import ChurchAcquiredParamsBibliosSource
from .church_action_biblios import ChurchActionBiblios
from .church_action_biblios_type import ChurchActionBibliosType
from .church_card_biblios import ChurchCardBiblios
from .church_card_biblios_effect import ChurchCardBibliosEffect
from .church_card_biblios_kind import ChurchCardBibliosKind
from .church_entry_biblios import ChurchEntryBiblios
from .church_entry_biblios_effect import ChurchEntryBibliosEffect
from .church_resolved_event_biblios import ChurchResolvedEventBiblios
from .church_resolved_event_biblios_type import ChurchResolvedEventBibliosType
from .church_resolved_params_biblios import ChurchResolvedParamsBiblios
from .church_template_biblios import ChurchTemplateBiblios
from .church_template_biblios_type import ChurchTemplateBibliosType
from .class_entry_1347 import ClassEntry1347
from .class_entry_1347_id import ClassEntry1347Id
from .class_standing_1347 import ClassStanding1347
from .classes_1347 import Classes1347
from .clock_request import ClockRequest
from .clock_request_type import ClockRequestType
from .clock_view import ClockView
from .clock_view_type import ClockViewType
from .committed_discarded_event_1347 import CommittedDiscardedEvent1347
from .committed_discarded_event_1347_type import CommittedDiscardedEvent1347Type
from .committed_discarded_params_1347 import CommittedDiscardedParams1347
from .contest_won_event_1347 import ContestWonEvent1347
from .contest_won_event_1347_type import ContestWonEvent1347Type
from .contest_won_params_1347 import ContestWonParams1347
from .contest_won_params_1347_contest import ContestWonParams1347Contest
from .counts_1347 import Counts1347
from .create_game_request_1347 import CreateGameRequest1347
from .create_game_request_1347_game import CreateGameRequest1347Game
from .create_game_request_1347_variant import CreateGameRequest1347Variant
from .create_game_request_biblios import CreateGameRequestBiblios
from .create_game_request_biblios_game import CreateGameRequestBibliosGame
from .create_game_request_biblios_variant import CreateGameRequestBibliosVariant
from .create_game_response import CreateGameResponse
from .days_clock import DaysClock
from .days_clock_type import DaysClockType
from .decision_clock import DecisionClock
from .decision_clock_type import DecisionClockType
from .deck_duplicate_card_problem_params_biblios import DeckDuplicateCardProblemParamsBiblios
from .deck_gold_removal_problem_params_biblios import DeckGoldRemovalProblemParamsBiblios
from .deck_reshuffled_event_1347 import DeckReshuffledEvent1347
from .deck_reshuffled_event_1347_type import DeckReshuffledEvent1347Type
from .deck_reshuffled_params_1347 import DeckReshuffledParams1347
from .deck_wrong_size_problem_params_biblios import DeckWrongSizeProblemParamsBiblios
from .decline_action_1347 import DeclineAction1347
from .decline_action_1347_type import DeclineAction1347Type
from .decline_template_1347 import DeclineTemplate1347
from .decline_template_1347_type import DeclineTemplate1347Type
from .die_out_of_range_problem_params_biblios import DieOutOfRangeProblemParamsBiblios
from .die_out_of_range_problem_params_biblios_category import DieOutOfRangeProblemParamsBibliosCategory
from .discards_biblios import DiscardsBiblios
from .duplicate_card_problem_params import DuplicateCardProblemParams
from .duplicate_name_problem_params import DuplicateNameProblemParams
from .duplicate_position_problem_params_1347 import DuplicatePositionProblemParams1347
from .enter_action_1347 import EnterAction1347
from .enter_action_1347_type import EnterAction1347Type
from .enter_template_1347 import EnterTemplate1347
from .enter_template_1347_type import EnterTemplate1347Type
from .entered_1347 import Entered1347
from .events_response import EventsResponse
from .export_action import ExportAction
from .export_invalid_problem_params import ExportInvalidProblemParams
from .export_invalid_problem_params_check import ExportInvalidProblemParamsCheck
from .export_result_1347 import ExportResult1347
from .export_result_biblios import ExportResultBiblios
from .export_result_biblios_categories import ExportResultBibliosCategories
from .export_reveal_1347 import ExportReveal1347
from .export_seat import ExportSeat
from .export_seat_result_1347 import ExportSeatResult1347
from .export_seat_result_1347_standing import ExportSeatResult1347Standing
from .export_seat_result_1347_status import ExportSeatResult1347Status
from .export_seat_result_biblios import ExportSeatResultBiblios
from .export_seat_result_biblios_standing import ExportSeatResultBibliosStanding
from .export_seat_result_biblios_status import ExportSeatResultBibliosStatus
from .export_seat_status import ExportSeatStatus
from .fairness_out import FairnessOut
from .fairness_out_mode import FairnessOutMode
from .field_errors import FieldErrors
from .first_seat_default import FirstSeatDefault
from .game_created_event import GameCreatedEvent
from .game_created_event_type import GameCreatedEventType
from .game_created_params import GameCreatedParams
from .game_created_params_supplies_item import GameCreatedParamsSuppliesItem
from .game_created_params_variant import GameCreatedParamsVariant
from .game_export_1347 import GameExport1347
from .game_export_1347_format import GameExport1347Format
from .game_export_1347_game import GameExport1347Game
from .game_export_1347_variant import GameExport1347Variant
from .game_export_biblios import GameExportBiblios
from .game_export_biblios_format import GameExportBibliosFormat
from .game_export_biblios_game import GameExportBibliosGame
from .game_export_biblios_variant import GameExportBibliosVariant
from .game_list import GameList
from .game_not_found_problem_params import GameNotFoundProblemParams
from .game_not_over_problem_params import GameNotOverProblemParams
from .game_option import GameOption
from .game_option_items import GameOptionItems
from .game_option_type import GameOptionType
from .game_over_event import GameOverEvent
from .game_over_event_type import GameOverEventType
from .game_over_params import GameOverParams
from .game_type import GameType
from .game_types import GameTypes
from .give_action_1347 import GiveAction1347
from .give_action_1347_type import GiveAction1347Type
from .give_template_1347 import GiveTemplate1347
from .give_template_1347_type import GiveTemplate1347Type
from .givers_fixed_event_1347 import GiversFixedEvent1347
from .givers_fixed_event_1347_type import GiversFixedEvent1347Type
from .givers_fixed_params_1347 import GiversFixedParams1347
from .gold_card_biblios import GoldCardBiblios
from .gold_card_biblios_kind import GoldCardBibliosKind
from .hand_biblios import HandBiblios
from .health import Health
from .health_status import HealthStatus
from .health_store import HealthStore
from .hint_action import HintAction
from .hint_action_type import HintActionType
from .hint_alternative import HintAlternative
from .hint_alternative_action import HintAlternativeAction
from .hint_given_event import HintGivenEvent
from .hint_given_event_type import HintGivenEventType
from .hint_given_params import HintGivenParams
from .hint_response import HintResponse
from .hint_response_action import HintResponseAction
from .idempotency_key_reused_problem_params import IdempotencyKeyReusedProblemParams
from .illegal_action_problem_params import IllegalActionProblemParams
from .influence_1347 import Influence1347
from .influence_gained_event_1347 import InfluenceGainedEvent1347
from .influence_gained_event_1347_type import InfluenceGainedEvent1347Type
from .influence_gained_params_1347 import InfluenceGainedParams1347
from .influence_gained_params_1347_class import InfluenceGainedParams1347Class
from .influence_gained_params_1347_reason import InfluenceGainedParams1347Reason
from .invalid_building_counts_problem_params_1347 import InvalidBuildingCountsProblemParams1347
from .invalid_building_counts_problem_params_1347_class import InvalidBuildingCountsProblemParams1347Class
from .invalid_delta_problem_params_biblios import InvalidDeltaProblemParamsBiblios
from .invalid_first_seat_problem_params import InvalidFirstSeatProblemParams
from .invalid_loser_problem_params_1347 import InvalidLoserProblemParams1347
from .invalid_option_problem_params_1347 import InvalidOptionProblemParams1347
from .invalid_players_problem_params import InvalidPlayersProblemParams
from .invalid_position_problem_params_1347 import InvalidPositionProblemParams1347
from .invalid_row_problem_params_1347 import InvalidRowProblemParams1347
from .invalid_variant_problem_params import InvalidVariantProblemParams
from .kind_entry_1347 import KindEntry1347
from .kind_entry_1347_id import KindEntry1347Id
from .lang import Lang
from .lesson import Lesson
from .lesson_params import LessonParams
from .level_entry_1347 import LevelEntry1347
from .level_entry_1347_id import LevelEntry1347Id
from .list_games_status import ListGamesStatus
from .listed_game import ListedGame
from .loser_chosen_event_1347 import LoserChosenEvent1347
from .loser_chosen_event_1347_type import LoserChosenEvent1347Type
from .loser_chosen_params_1347 import LoserChosenParams1347
from .loser_chosen_params_1347_contest import LoserChosenParams1347Contest
from .missing_option_problem_params_1347 import MissingOptionProblemParams1347
from .name_reserved_problem_params import NameReservedProblemParams
from .named_id import NamedId
from .new_seat_token import NewSeatToken
from .not_supported_by_game_problem_params import NotSupportedByGameProblemParams
from .not_your_turn_problem_params import NotYourTurnProblemParams
from .nun_looked_event_1347 import NunLookedEvent1347
from .nun_looked_event_1347_type import NunLookedEvent1347Type
from .nun_looked_params_1347 import NunLookedParams1347
from .nun_spot_1347 import NunSpot1347
from .option_entry_1347 import OptionEntry1347
from .option_entry_1347_id import OptionEntry1347Id
from .options_1347 import Options1347
from .pagination_metadata import PaginationMetadata
from .paid_event_biblios import PaidEventBiblios
from .paid_event_biblios_type import PaidEventBibliosType
from .paid_params_biblios import PaidParamsBiblios
from .paid_params_biblios_currency import PaidParamsBibliosCurrency
from .param_item_type_2 import ParamItemType2
from .param_value_type_2 import ParamValueType2
from .pass_action_biblios import PassActionBiblios
from .pass_action_biblios_type import PassActionBibliosType
from .pass_event_biblios import PassEventBiblios
from .pass_event_biblios_type import PassEventBibliosType
from .pass_params_biblios import PassParamsBiblios
from .pass_played_event_1347 import PassPlayedEvent1347
from .pass_played_event_1347_type import PassPlayedEvent1347Type
from .pass_played_params_1347 import PassPlayedParams1347
from .pass_template_biblios import PassTemplateBiblios
from .pass_template_biblios_type import PassTemplateBibliosType
from .pay_action_biblios import PayActionBiblios
from .pay_action_biblios_type import PayActionBibliosType
from .pay_cards_template_biblios import PayCardsTemplateBiblios
from .pay_cards_template_biblios_currency import PayCardsTemplateBibliosCurrency
from .pay_cards_template_biblios_type import PayCardsTemplateBibliosType
from .pay_gold_template_biblios import PayGoldTemplateBiblios
from .pay_gold_template_biblios_currency import PayGoldTemplateBibliosCurrency
from .pay_gold_template_biblios_type import PayGoldTemplateBibliosType
from .payment_not_gold_problem_params_biblios import PaymentNotGoldProblemParamsBiblios
from .payment_too_small_problem_params_biblios import PaymentTooSmallProblemParamsBiblios
from .penalized_event_biblios import PenalizedEventBiblios
from .penalized_event_biblios_type import PenalizedEventBibliosType
from .penalized_params_biblios import PenalizedParamsBiblios
from .pending_church_biblios import PendingChurchBiblios
from .perform_action_1347 import PerformAction1347
from .perform_action_1347_type import PerformAction1347Type
from .perform_template_1347 import PerformTemplate1347
from .perform_template_1347_level import PerformTemplate1347Level
from .perform_template_1347_type import PerformTemplate1347Type
from .phase_changed_event import PhaseChangedEvent
from .phase_changed_event_type import PhaseChangedEventType
from .phase_changed_params import PhaseChangedParams
from .phase_changed_params_phase import PhaseChangedParamsPhase
from .phase_entry_1347 import PhaseEntry1347
from .phase_entry_1347_id import PhaseEntry1347Id
from .place_action_biblios import PlaceActionBiblios
from .place_action_biblios_to import PlaceActionBibliosTo
from .place_action_biblios_type import PlaceActionBibliosType
from .place_template_biblios import PlaceTemplateBiblios
from .place_template_biblios_to import PlaceTemplateBibliosTo
from .place_template_biblios_type import PlaceTemplateBibliosType
from .plague_event_1347 import PlagueEvent1347
from .plague_event_1347_type import PlagueEvent1347Type
from .plague_params_1347 import PlagueParams1347
from .play_pass_action_1347 import PlayPassAction1347
from .play_pass_action_1347_type import PlayPassAction1347Type
from .play_pass_template_1347 import PlayPassTemplate1347
from .play_pass_template_1347_type import PlayPassTemplate1347Type
from .player_count_1347 import PlayerCount1347
from .player_info_1347 import PlayerInfo1347
from .player_range import PlayerRange
from .population_card_1347 import PopulationCard1347
from .population_card_1347_class import PopulationCard1347Class
from .population_card_1347_kind import PopulationCard1347Kind
from .position_selection_1347 import PositionSelection1347
from .preview_1347 import Preview1347
from .preview_1347_game import Preview1347Game
from .preview_1347_type import Preview1347Type
from .preview_1347_when import Preview1347When
from .problem_out import ProblemOut
from .problem_out_code import ProblemOutCode
from .problem_out_params import ProblemOutParams
from .problem_params import ProblemParams
from .quota_used_problem_params_biblios import QuotaUsedProblemParamsBiblios
from .quota_used_problem_params_biblios_to import QuotaUsedProblemParamsBibliosTo
from .rat_given_event_1347 import RatGivenEvent1347
from .rat_given_event_1347_type import RatGivenEvent1347Type
from .rat_given_params_1347 import RatGivenParams1347
from .rats_discarded_event_1347 import RatsDiscardedEvent1347
from .rats_discarded_event_1347_type import RatsDiscardedEvent1347Type
from .rats_discarded_params_1347 import RatsDiscardedParams1347
from .rats_gained_event_1347 import RatsGainedEvent1347
from .rats_gained_event_1347_type import RatsGainedEvent1347Type
from .rats_gained_params_1347 import RatsGainedParams1347
from .reclaim_action import ReclaimAction
from .reclaim_action_type import ReclaimActionType
from .refuse_action_biblios import RefuseActionBiblios
from .refuse_action_biblios_type import RefuseActionBibliosType
from .refuse_template_biblios import RefuseTemplateBiblios
from .refuse_template_biblios_type import RefuseTemplateBibliosType
from .replay_export_as import ReplayExportAs
from .replay_game_as import ReplayGameAs
from .replay_page import ReplayPage
from .replay_step import ReplayStep
from .replay_step_action_type_0 import ReplayStepActionType0
from .resign_action import ResignAction
from .resign_action_type import ResignActionType
from .resigned_event import ResignedEvent
from .resigned_event_type import ResignedEventType
from .resigned_params import ResignedParams
from .resolving_1347 import Resolving1347
from .resolving_1347_step import Resolving1347Step
from .result_1347 import Result1347
from .result_biblios import ResultBiblios
from .result_biblios_categories import ResultBibliosCategories
from .reveal_1347 import Reveal1347
from .review_out import ReviewOut
from .review_out_status import ReviewOutStatus
from .reviewed_decision import ReviewedDecision
from .reviewed_decision_expert import ReviewedDecisionExpert
from .reviewed_decision_played import ReviewedDecisionPlayed
from .reviewed_seat import ReviewedSeat
from .round_ended_event_1347 import RoundEndedEvent1347
from .round_ended_event_1347_type import RoundEndedEvent1347Type
from .round_ended_params_1347 import RoundEndedParams1347
from .round_started_event_1347 import RoundStartedEvent1347
from .round_started_event_1347_type import RoundStartedEvent1347Type
from .round_started_params_1347 import RoundStartedParams1347
from .row_card_1347 import RowCard1347
from .row_card_1347_class import RowCard1347Class
from .row_card_1347_type import RowCard1347Type
from .rules import Rules
from .rules_lang import RulesLang
from .rules_section import RulesSection
from .same_die_twice_problem_params_biblios import SameDieTwiceProblemParamsBiblios
from .same_die_twice_problem_params_biblios_category import SameDieTwiceProblemParamsBibliosCategory
from .scoring_1347 import Scoring1347
from .seat_clock_view import SeatClockView
from .seat_influence_1347 import SeatInfluence1347
from .seat_not_taken_over_problem_params import SeatNotTakenOverProblemParams
from .seat_reclaimed_event import SeatReclaimedEvent
from .seat_reclaimed_event_type import SeatReclaimedEventType
from .seat_reclaimed_params import SeatReclaimedParams
from .seat_request import SeatRequest
from .seat_request_bot import SeatRequestBot
from .seat_resigned_problem_params import SeatResignedProblemParams
from .seat_result_1347 import SeatResult1347
from .seat_result_1347_standing import SeatResult1347Standing
from .seat_result_1347_status import SeatResult1347Status
from .seat_result_biblios import SeatResultBiblios
from .seat_result_biblios_standing import SeatResultBibliosStanding
from .seat_result_biblios_status import SeatResultBibliosStatus
from .seat_taken_over_event import SeatTakenOverEvent
from .seat_taken_over_event_type import SeatTakenOverEventType
from .seat_taken_over_params import SeatTakenOverParams
from .seat_taken_over_params_reason import SeatTakenOverParamsReason
from .seat_taken_over_problem_params import SeatTakenOverProblemParams
from .seat_token import SeatToken
from .seat_view import SeatView
from .seat_view_bot_type_0 import SeatViewBotType0
from .seat_view_status import SeatViewStatus
from .special_card_1347 import SpecialCard1347
from .special_card_1347_kind import SpecialCard1347Kind
from .stale_version_problem_params import StaleVersionProblemParams
from .step_entry_1347 import StepEntry1347
from .step_entry_1347_id import StepEntry1347Id
from .stream_end import StreamEnd
from .stream_end_reason import StreamEndReason
from .stream_event import StreamEvent
from .stream_event_event import StreamEventEvent
from .stream_ticket import StreamTicket
from .stream_update import StreamUpdate
from .supply_1347 import Supply1347
from .supply_action_1347 import SupplyAction1347
from .supply_action_1347_type import SupplyAction1347Type
from .supply_chosen_event_1347 import SupplyChosenEvent1347
from .supply_chosen_event_1347_type import SupplyChosenEvent1347Type
from .supply_chosen_params_1347 import SupplyChosenParams1347
from .supply_symbols_1347 import SupplySymbols1347
from .supply_template_1347 import SupplyTemplate1347
from .supply_template_1347_type import SupplyTemplate1347Type
from .take_action_biblios import TakeActionBiblios
from .take_action_biblios_type import TakeActionBibliosType
from .take_template_biblios import TakeTemplateBiblios
from .take_template_biblios_type import TakeTemplateBibliosType
from .timed_out_event import TimedOutEvent
from .timed_out_event_type import TimedOutEventType
from .timed_out_params import TimedOutParams
from .track_space_1347 import TrackSpace1347
from .turn_biblios import TurnBiblios
from .unknown_bot_problem_params import UnknownBotProblemParams
from .unknown_card_problem_params import UnknownCardProblemParams
from .unsupported_media_type_problem_params import UnsupportedMediaTypeProblemParams
from .variant_choice import VariantChoice
from .variant_entry_1347 import VariantEntry1347
from .variant_entry_1347_id import VariantEntry1347Id
from .variant_entry_biblios import VariantEntryBiblios
from .variant_entry_biblios_id import VariantEntryBibliosId
from .view_1347 import View1347
from .view_1347_game import View1347Game
from .view_1347_phase import View1347Phase
from .view_1347_prompt_code import View1347PromptCode
from .view_1347_prompt_params import View1347PromptParams
from .view_1347_variant import View1347Variant
from .view_biblios import ViewBiblios
from .view_biblios_dice import ViewBibliosDice
from .view_biblios_game import ViewBibliosGame
from .view_biblios_phase import ViewBibliosPhase
from .view_biblios_prompt_code import ViewBibliosPromptCode
from .view_biblios_prompt_params import ViewBibliosPromptParams
from .view_biblios_variant import ViewBibliosVariant
from .vp_taken_event_1347 import VpTakenEvent1347
from .vp_taken_event_1347_type import VpTakenEvent1347Type
from .vp_taken_params_1347 import VpTakenParams1347
from .webhook_finished import WebhookFinished
from .webhook_finished_data import WebhookFinishedData
from .webhook_finished_type import WebhookFinishedType
from .webhook_result import WebhookResult
from .webhook_result_seat import WebhookResultSeat
from .webhook_result_seat_status import WebhookResultSeatStatus
from .webhook_review_ready import WebhookReviewReady
from .webhook_review_ready_data import WebhookReviewReadyData
from .webhook_review_ready_type import WebhookReviewReadyType
from .webhook_seat_reclaimed import WebhookSeatReclaimed
from .webhook_seat_reclaimed_data import WebhookSeatReclaimedData
from .webhook_seat_reclaimed_type import WebhookSeatReclaimedType
from .webhook_seat_taken_over import WebhookSeatTakenOver
from .webhook_seat_taken_over_data import WebhookSeatTakenOverData
from .webhook_seat_taken_over_data_reason import WebhookSeatTakenOverDataReason
from .webhook_seat_taken_over_type import WebhookSeatTakenOverType
from .webhook_turn import WebhookTurn
from .webhook_turn_data import WebhookTurnData
from .webhook_turn_type import WebhookTurnType
from .wrong_card_count_problem_params import WrongCardCountProblemParams
from .wrong_die_count_problem_params_biblios import WrongDieCountProblemParamsBiblios
from .wrong_direction_problem_params_biblios import WrongDirectionProblemParamsBiblios
from .wrong_look_count_problem_params_1347 import WrongLookCountProblemParams1347
from .wrong_seat_count_problem_params import WrongSeatCountProblemParams

__all__ = (
    "ActionDeclinedEvent1347",
    "ActionDeclinedEvent1347Type",
    "ActionDeclinedParams1347",
    "ActionDeclinedParams1347Level",
    "ActionPerformedEvent1347",
    "ActionPerformedEvent1347Type",
    "ActionPerformedParams1347",
    "ActionPerformedParams1347Level",
    "ActionResponse",
    "AdjustItemBiblios",
    "AdjustItemBibliosCategory",
    "AuctionOpenedEventBiblios",
    "AuctionOpenedEventBibliosType",
    "AuctionOpenedParamsBiblios",
    "AuctionOpenedParamsBibliosCurrency",
    "AuctionViewBiblios",
    "AuctionViewBibliosCurrency",
    "AuctionWonEventBiblios",
    "AuctionWonEventBibliosType",
    "AuctionWonParamsBiblios",
    "AuctionWonParamsBibliosCurrency",
    "BankClock",
    "BankClockType",
    "BidActionBiblios",
    "BidActionBibliosType",
    "BidEventBiblios",
    "BidEventBibliosType",
    "BidParamsBiblios",
    "BidParamsBibliosCurrency",
    "BidTemplateBiblios",
    "BidTemplateBibliosType",
    "BidTooHighProblemParamsBiblios",
    "BidTooLowProblemParamsBiblios",
    "BotEntry",
    "BotSeatProblemParams",
    "Building1347",
    "Building1347Class",
    "Building1347Type",
    "BuildingAction1347",
    "BuildingAction1347Code",
    "BuildingAction1347Kind",
    "BuildingCounts1347",
    "BuildingEnteredEvent1347",
    "BuildingEnteredEvent1347Type",
    "BuildingEnteredParams1347",
    "BuildingsDrawnEvent1347",
    "BuildingsDrawnEvent1347Type",
    "BuildingsDrawnParams1347",
    "BuildingType1347",
    "BuildingType1347Class",
    "BuildingType1347SpecialType0",
    "BuildingType1347Type",
    "CardDiscardedEventBiblios",
    "CardDiscardedEventBibliosType",
    "CardDiscardedParamsBiblios",
    "CardDiscardedParamsBibliosReason",
    "CardDrawnEventBiblios",
    "CardDrawnEventBibliosType",
    "CardDrawnParamsBiblios",
    "CardNotCommittableProblemParams1347",
    "CardNotInHandProblemParams",
    "CardNotPublicProblemParamsBiblios",
    "CardPlacedEventBiblios",
    "CardPlacedEventBibliosType",
    "CardPlacedParamsBiblios",
    "CardPlacedParamsBibliosTo",
    "CardRemovedEventBiblios",
    "CardRemovedEventBibliosType",
    "CardRemovedParamsBiblios",
    "CardsDealtEvent1347",
    "CardsDealtEvent1347Type",
    "CardsDealtParams1347",
    "CardsDiscardedEvent1347",
    "CardsDiscardedEvent1347Type",
    "CardsDiscardedParams1347",
    "CardsDiscardedParams1347Reason",
    "CardsDrawnEvent1347",
    "CardsDrawnEvent1347Type",
    "CardsDrawnParams1347",
    "CardSelection1347",
    "CardsGivenEvent1347",
    "CardsGivenEvent1347Type",
    "CardsGivenParams1347",
    "CardsGivenParams1347Reason",
    "CardsRevealedEvent1347",
    "CardsRevealedEvent1347Type",
    "CardsRevealedParams1347",
    "CardsTaken1347",
    "CardsTakenEvent1347",
    "CardsTakenEvent1347Type",
    "CardsTakenParams1347",
    "CardsTakenParams1347Kind",
    "CardTakenEventBiblios",
    "CardTakenEventBibliosType",
    "CardTakenParamsBiblios",
    "CardTransferredEventBiblios",
    "CardTransferredEventBibliosType",
    "CardTransferredParamsBiblios",
    "CardWonEventBiblios",
    "CardWonEventBibliosType",
    "CardWonParamsBiblios",
    "Catalog1347",
    "Catalog1347FirstGameItem",
    "Catalog1347Game",
    "Catalog1347Lang",
    "CatalogBiblios",
    "CatalogBibliosGame",
    "CatalogBibliosLang",
    "CategoryCardBiblios",
    "CategoryCardBibliosCategory",
    "CategoryCardBibliosKind",
    "CategoryCardBibliosLetter",
    "CategoryEntryBiblios",
    "CategoryEntryBibliosId",
    "CategoryResultBiblios",
    "ChooseLoserAction1347",
    "ChooseLoserAction1347Type",
    "ChooseLoserTemplate1347",
    "ChooseLoserTemplate1347Type",
    "ChurchAcquiredEventBiblios",
    "ChurchAcquiredEventBibliosType",
    "ChurchAcquiredParamsBiblios",
    "ChurchAcquiredParamsBibliosSource",
    "ChurchActionBiblios",
    "ChurchActionBibliosType",
    "ChurchCardBiblios",
    "ChurchCardBibliosEffect",
    "ChurchCardBibliosKind",
    "ChurchEntryBiblios",
    "ChurchEntryBibliosEffect",
    "ChurchResolvedEventBiblios",
    "ChurchResolvedEventBibliosType",
    "ChurchResolvedParamsBiblios",
    "ChurchTemplateBiblios",
    "ChurchTemplateBibliosType",
    "ClassEntry1347",
    "ClassEntry1347Id",
    "Classes1347",
    "ClassStanding1347",
    "ClockRequest",
    "ClockRequestType",
    "ClockView",
    "ClockViewType",
    "CommittedDiscardedEvent1347",
    "CommittedDiscardedEvent1347Type",
    "CommittedDiscardedParams1347",
    "ContestWonEvent1347",
    "ContestWonEvent1347Type",
    "ContestWonParams1347",
    "ContestWonParams1347Contest",
    "Counts1347",
    "CreateGameRequest1347",
    "CreateGameRequest1347Game",
    "CreateGameRequest1347Variant",
    "CreateGameRequestBiblios",
    "CreateGameRequestBibliosGame",
    "CreateGameRequestBibliosVariant",
    "CreateGameResponse",
    "DaysClock",
    "DaysClockType",
    "DecisionClock",
    "DecisionClockType",
    "DeckDuplicateCardProblemParamsBiblios",
    "DeckGoldRemovalProblemParamsBiblios",
    "DeckReshuffledEvent1347",
    "DeckReshuffledEvent1347Type",
    "DeckReshuffledParams1347",
    "DeckWrongSizeProblemParamsBiblios",
    "DeclineAction1347",
    "DeclineAction1347Type",
    "DeclineTemplate1347",
    "DeclineTemplate1347Type",
    "DieOutOfRangeProblemParamsBiblios",
    "DieOutOfRangeProblemParamsBibliosCategory",
    "DiscardsBiblios",
    "DuplicateCardProblemParams",
    "DuplicateNameProblemParams",
    "DuplicatePositionProblemParams1347",
    "EnterAction1347",
    "EnterAction1347Type",
    "Entered1347",
    "EnterTemplate1347",
    "EnterTemplate1347Type",
    "EventsResponse",
    "ExportAction",
    "ExportInvalidProblemParams",
    "ExportInvalidProblemParamsCheck",
    "ExportResult1347",
    "ExportResultBiblios",
    "ExportResultBibliosCategories",
    "ExportReveal1347",
    "ExportSeat",
    "ExportSeatResult1347",
    "ExportSeatResult1347Standing",
    "ExportSeatResult1347Status",
    "ExportSeatResultBiblios",
    "ExportSeatResultBibliosStanding",
    "ExportSeatResultBibliosStatus",
    "ExportSeatStatus",
    "FairnessOut",
    "FairnessOutMode",
    "FieldErrors",
    "FirstSeatDefault",
    "GameCreatedEvent",
    "GameCreatedEventType",
    "GameCreatedParams",
    "GameCreatedParamsSuppliesItem",
    "GameCreatedParamsVariant",
    "GameExport1347",
    "GameExport1347Format",
    "GameExport1347Game",
    "GameExport1347Variant",
    "GameExportBiblios",
    "GameExportBibliosFormat",
    "GameExportBibliosGame",
    "GameExportBibliosVariant",
    "GameList",
    "GameNotFoundProblemParams",
    "GameNotOverProblemParams",
    "GameOption",
    "GameOptionItems",
    "GameOptionType",
    "GameOverEvent",
    "GameOverEventType",
    "GameOverParams",
    "GameType",
    "GameTypes",
    "GiveAction1347",
    "GiveAction1347Type",
    "GiversFixedEvent1347",
    "GiversFixedEvent1347Type",
    "GiversFixedParams1347",
    "GiveTemplate1347",
    "GiveTemplate1347Type",
    "GoldCardBiblios",
    "GoldCardBibliosKind",
    "HandBiblios",
    "Health",
    "HealthStatus",
    "HealthStore",
    "HintAction",
    "HintActionType",
    "HintAlternative",
    "HintAlternativeAction",
    "HintGivenEvent",
    "HintGivenEventType",
    "HintGivenParams",
    "HintResponse",
    "HintResponseAction",
    "IdempotencyKeyReusedProblemParams",
    "IllegalActionProblemParams",
    "Influence1347",
    "InfluenceGainedEvent1347",
    "InfluenceGainedEvent1347Type",
    "InfluenceGainedParams1347",
    "InfluenceGainedParams1347Class",
    "InfluenceGainedParams1347Reason",
    "InvalidBuildingCountsProblemParams1347",
    "InvalidBuildingCountsProblemParams1347Class",
    "InvalidDeltaProblemParamsBiblios",
    "InvalidFirstSeatProblemParams",
    "InvalidLoserProblemParams1347",
    "InvalidOptionProblemParams1347",
    "InvalidPlayersProblemParams",
    "InvalidPositionProblemParams1347",
    "InvalidRowProblemParams1347",
    "InvalidVariantProblemParams",
    "KindEntry1347",
    "KindEntry1347Id",
    "Lang",
    "Lesson",
    "LessonParams",
    "LevelEntry1347",
    "LevelEntry1347Id",
    "ListedGame",
    "ListGamesStatus",
    "LoserChosenEvent1347",
    "LoserChosenEvent1347Type",
    "LoserChosenParams1347",
    "LoserChosenParams1347Contest",
    "MissingOptionProblemParams1347",
    "NamedId",
    "NameReservedProblemParams",
    "NewSeatToken",
    "NotSupportedByGameProblemParams",
    "NotYourTurnProblemParams",
    "NunLookedEvent1347",
    "NunLookedEvent1347Type",
    "NunLookedParams1347",
    "NunSpot1347",
    "OptionEntry1347",
    "OptionEntry1347Id",
    "Options1347",
    "PaginationMetadata",
    "PaidEventBiblios",
    "PaidEventBibliosType",
    "PaidParamsBiblios",
    "PaidParamsBibliosCurrency",
    "ParamItemType2",
    "ParamValueType2",
    "PassActionBiblios",
    "PassActionBibliosType",
    "PassEventBiblios",
    "PassEventBibliosType",
    "PassParamsBiblios",
    "PassPlayedEvent1347",
    "PassPlayedEvent1347Type",
    "PassPlayedParams1347",
    "PassTemplateBiblios",
    "PassTemplateBibliosType",
    "PayActionBiblios",
    "PayActionBibliosType",
    "PayCardsTemplateBiblios",
    "PayCardsTemplateBibliosCurrency",
    "PayCardsTemplateBibliosType",
    "PayGoldTemplateBiblios",
    "PayGoldTemplateBibliosCurrency",
    "PayGoldTemplateBibliosType",
    "PaymentNotGoldProblemParamsBiblios",
    "PaymentTooSmallProblemParamsBiblios",
    "PenalizedEventBiblios",
    "PenalizedEventBibliosType",
    "PenalizedParamsBiblios",
    "PendingChurchBiblios",
    "PerformAction1347",
    "PerformAction1347Type",
    "PerformTemplate1347",
    "PerformTemplate1347Level",
    "PerformTemplate1347Type",
    "PhaseChangedEvent",
    "PhaseChangedEventType",
    "PhaseChangedParams",
    "PhaseChangedParamsPhase",
    "PhaseEntry1347",
    "PhaseEntry1347Id",
    "PlaceActionBiblios",
    "PlaceActionBibliosTo",
    "PlaceActionBibliosType",
    "PlaceTemplateBiblios",
    "PlaceTemplateBibliosTo",
    "PlaceTemplateBibliosType",
    "PlagueEvent1347",
    "PlagueEvent1347Type",
    "PlagueParams1347",
    "PlayerCount1347",
    "PlayerInfo1347",
    "PlayerRange",
    "PlayPassAction1347",
    "PlayPassAction1347Type",
    "PlayPassTemplate1347",
    "PlayPassTemplate1347Type",
    "PopulationCard1347",
    "PopulationCard1347Class",
    "PopulationCard1347Kind",
    "PositionSelection1347",
    "Preview1347",
    "Preview1347Game",
    "Preview1347Type",
    "Preview1347When",
    "ProblemOut",
    "ProblemOutCode",
    "ProblemOutParams",
    "ProblemParams",
    "QuotaUsedProblemParamsBiblios",
    "QuotaUsedProblemParamsBibliosTo",
    "RatGivenEvent1347",
    "RatGivenEvent1347Type",
    "RatGivenParams1347",
    "RatsDiscardedEvent1347",
    "RatsDiscardedEvent1347Type",
    "RatsDiscardedParams1347",
    "RatsGainedEvent1347",
    "RatsGainedEvent1347Type",
    "RatsGainedParams1347",
    "ReclaimAction",
    "ReclaimActionType",
    "RefuseActionBiblios",
    "RefuseActionBibliosType",
    "RefuseTemplateBiblios",
    "RefuseTemplateBibliosType",
    "ReplayExportAs",
    "ReplayGameAs",
    "ReplayPage",
    "ReplayStep",
    "ReplayStepActionType0",
    "ResignAction",
    "ResignActionType",
    "ResignedEvent",
    "ResignedEventType",
    "ResignedParams",
    "Resolving1347",
    "Resolving1347Step",
    "Result1347",
    "ResultBiblios",
    "ResultBibliosCategories",
    "Reveal1347",
    "ReviewedDecision",
    "ReviewedDecisionExpert",
    "ReviewedDecisionPlayed",
    "ReviewedSeat",
    "ReviewOut",
    "ReviewOutStatus",
    "RoundEndedEvent1347",
    "RoundEndedEvent1347Type",
    "RoundEndedParams1347",
    "RoundStartedEvent1347",
    "RoundStartedEvent1347Type",
    "RoundStartedParams1347",
    "RowCard1347",
    "RowCard1347Class",
    "RowCard1347Type",
    "Rules",
    "RulesLang",
    "RulesSection",
    "SameDieTwiceProblemParamsBiblios",
    "SameDieTwiceProblemParamsBibliosCategory",
    "Scoring1347",
    "SeatClockView",
    "SeatInfluence1347",
    "SeatNotTakenOverProblemParams",
    "SeatReclaimedEvent",
    "SeatReclaimedEventType",
    "SeatReclaimedParams",
    "SeatRequest",
    "SeatRequestBot",
    "SeatResignedProblemParams",
    "SeatResult1347",
    "SeatResult1347Standing",
    "SeatResult1347Status",
    "SeatResultBiblios",
    "SeatResultBibliosStanding",
    "SeatResultBibliosStatus",
    "SeatTakenOverEvent",
    "SeatTakenOverEventType",
    "SeatTakenOverParams",
    "SeatTakenOverParamsReason",
    "SeatTakenOverProblemParams",
    "SeatToken",
    "SeatView",
    "SeatViewBotType0",
    "SeatViewStatus",
    "SpecialCard1347",
    "SpecialCard1347Kind",
    "StaleVersionProblemParams",
    "StepEntry1347",
    "StepEntry1347Id",
    "StreamEnd",
    "StreamEndReason",
    "StreamEvent",
    "StreamEventEvent",
    "StreamTicket",
    "StreamUpdate",
    "Supply1347",
    "SupplyAction1347",
    "SupplyAction1347Type",
    "SupplyChosenEvent1347",
    "SupplyChosenEvent1347Type",
    "SupplyChosenParams1347",
    "SupplySymbols1347",
    "SupplyTemplate1347",
    "SupplyTemplate1347Type",
    "TakeActionBiblios",
    "TakeActionBibliosType",
    "TakeTemplateBiblios",
    "TakeTemplateBibliosType",
    "TimedOutEvent",
    "TimedOutEventType",
    "TimedOutParams",
    "TrackSpace1347",
    "TurnBiblios",
    "UnknownBotProblemParams",
    "UnknownCardProblemParams",
    "UnsupportedMediaTypeProblemParams",
    "VariantChoice",
    "VariantEntry1347",
    "VariantEntry1347Id",
    "VariantEntryBiblios",
    "VariantEntryBibliosId",
    "View1347",
    "View1347Game",
    "View1347Phase",
    "View1347PromptCode",
    "View1347PromptParams",
    "View1347Variant",
    "ViewBiblios",
    "ViewBibliosDice",
    "ViewBibliosGame",
    "ViewBibliosPhase",
    "ViewBibliosPromptCode",
    "ViewBibliosPromptParams",
    "ViewBibliosVariant",
    "VpTakenEvent1347",
    "VpTakenEvent1347Type",
    "VpTakenParams1347",
    "WebhookFinished",
    "WebhookFinishedData",
    "WebhookFinishedType",
    "WebhookResult",
    "WebhookResultSeat",
    "WebhookResultSeatStatus",
    "WebhookReviewReady",
    "WebhookReviewReadyData",
    "WebhookReviewReadyType",
    "WebhookSeatReclaimed",
    "WebhookSeatReclaimedData",
    "WebhookSeatReclaimedType",
    "WebhookSeatTakenOver",
    "WebhookSeatTakenOverData",
    "WebhookSeatTakenOverDataReason",
    "WebhookSeatTakenOverType",
    "WebhookTurn",
    "WebhookTurnData",
    "WebhookTurnType",
    "WrongCardCountProblemParams",
    "WrongDieCountProblemParamsBiblios",
    "WrongDirectionProblemParamsBiblios",
    "WrongLookCountProblemParams1347",
    "WrongSeatCountProblemParams",
)
