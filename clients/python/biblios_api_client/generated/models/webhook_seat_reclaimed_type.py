from enum import StrEnum

class WebhookSeatReclaimedType(StrEnum):
    GAME_SEAT_RECLAIMED = "game.seat_reclaimed"

    def __str__(self) -> str:
        return str(self.value)
