from enum import StrEnum

class WebhookSeatTakenOverType(StrEnum):
    GAME_SEAT_TAKEN_OVER = "game.seat_taken_over"

    def __str__(self) -> str:
        return str(self.value)
