/**
 * Engine protocols: the UCI and XBoard front ends that let GUIs and match runners play Augur, the
 * clients that drive external engines, and the match runner.
 */
package io.github.augurchess.uci;
