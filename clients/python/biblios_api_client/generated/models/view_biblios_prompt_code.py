from enum import StrEnum

class ViewBibliosPromptCode(StrEnum):
    BID = "bid"
    GAME_OVER = "game_over"
    PAY = "pay"
    PLACE_CARD = "place_card"
    RESOLVE_CHURCH = "resolve_church"
    TAKE_CARD = "take_card"
    WAIT_BID = "wait_bid"
    WAIT_CHURCH = "wait_church"
    WAIT_PAY = "wait_pay"
    WAIT_PLACE = "wait_place"
    WAIT_TAKE = "wait_take"

    def __str__(self) -> str:
        return str(self.value)
