from enum import StrEnum

class ExportSeatResultBibliosStatus(StrEnum):
    PLAYING = "playing"
    RESIGNED = "resigned"
    TAKEN_OVER = "taken_over"

    def __str__(self) -> str:
        return str(self.value)
