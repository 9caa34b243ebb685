from enum import StrEnum

class RoundEndedEvent1347Type(StrEnum):
    ROUND_ENDED = "round_ended"

    def __str__(self) -> str:
        return str(self.value)
