from enum import StrEnum

class SeatResultBibliosStatus(StrEnum):
    PLAYING = "playing"
    RESIGNED = "resigned"
    TAKEN_OVER = "taken_over"

    def __str__(self) -> str:
        return str(self.value)
