from enum import StrEnum

class WebhookTurnType(StrEnum):
    GAME_TURN = "game.turn"

    def __str__(self) -> str:
        return str(self.value)
