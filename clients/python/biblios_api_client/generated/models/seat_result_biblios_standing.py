from enum import StrEnum

class SeatResultBibliosStanding(StrEnum):
    FINISHED = "finished"
    RESIGNED = "resigned"
    TAKEN_OVER = "taken_over"

    def __str__(self) -> str:
        return str(self.value)
