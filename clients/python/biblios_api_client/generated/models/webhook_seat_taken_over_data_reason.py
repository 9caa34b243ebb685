from enum import StrEnum

class WebhookSeatTakenOverDataReason(StrEnum):
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
