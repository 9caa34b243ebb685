from enum import StrEnum

class WebhookReviewReadyType(StrEnum):
    GAME_REVIEW_READY = "game.review_ready"

    def __str__(self) -> str:
        return str(self.value)
